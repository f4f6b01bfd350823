import Foundation
import Model
import ViewKit

/// MVC's controller for the subject list: it owns the list and its states, asks the model's
/// repository for the curriculum, decides what each state shows, feeds the list as its data
/// source, and pushes the next screens. Everything the screen does lives here: the "massive
/// view controller" the pattern is known for.
final class SubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  private let repository: SubjectRepository
  private var curriculum: Curriculum?
  /// The rows' subjects, worked out once per answer: the list asks for every row.
  private var openSubjects: [Subject] = []
  private var loading: Task<Void, Never>?

  private let spinner = ActivityIndicator()
  private let messageLabel = Label()
  private let listView = ListView()
  private let retryButton = Button(title: "Retry")

  init(repository: SubjectRepository) {
    self.repository = repository
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(spinner)
    view.addSubview(messageLabel)
    view.addSubview(listView)
    view.addSubview(retryButton)
    listView.dataSource = self
    listView.delegate = self
    retryButton.isHidden = true
    retryButton.addAction { [weak self] in self?.retryTapped() }
    title = "Subjects"
  }

  override func viewWillAppear() {
    load()
  }

  override func viewDidDisappear() {
    // Leaving for good: whatever is still loading is for nobody.
    if isMovingFromParent { loading?.cancel() }
  }

  private func retryTapped() {
    load()
  }

  private func load() {
    // A newer load replaces an older one, so an old answer can never land after a new one.
    loading?.cancel()
    spinner.startAnimating()
    messageLabel.isHidden = true
    retryButton.isHidden = true
    // The task holds the controller weakly: a screen that goes away mid-load is released.
    loading = Task { [weak self, repository] in
      do {
        let curriculum = try await repository.curriculum()
        guard !Task.isCancelled else { return }
        self?.show(curriculum)
      } catch {
        guard !Task.isCancelled else { return }
        self?.show(error)
      }
    }
  }

  private func show(_ curriculum: Curriculum) {
    self.curriculum = curriculum
    openSubjects = curriculum.openSubjects
    spinner.stopAnimating()
    messageLabel.text = "No open subjects"
    messageLabel.isHidden = !openSubjects.isEmpty
    listView.reloadData()
  }

  private func show(_ error: any Error) {
    spinner.stopAnimating()
    messageLabel.text = "Couldn't load subjects: \(error.localizedDescription)"
    messageLabel.isHidden = false
    retryButton.isHidden = false
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    guard curriculum != nil else { return 0 }
    return openSubjects.count + 1
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: row < openSubjects.count ? openSubjects[row].name : "More")
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    guard let curriculum else { return }
    if row < openSubjects.count {
      navigationController?.pushViewController(PracticeViewController(subject: openSubjects[row]))
    } else {
      navigationController?.pushViewController(
        AllSubjectsViewController(curriculum: curriculum, repository: repository))
    }
  }
}
