import Foundation
import Model
import ViewKit

/// MVC's controller for the subject list: it loads, decides each state, feeds the list and pushes
/// the next screens. All of it lives here: the "massive view controller" MVC is known for.
final class SubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  private let repository: SubjectRepository
  private var curriculum: Curriculum?
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
    // Leaving for good, the load is for nobody; a list only covered reloads when it reappears.
    if isMovingFromParent { loading?.cancel() }
  }

  // MARK: Events

  private func retryTapped() {
    load()
  }

  private func rowSelected(at row: Int) {
    guard let curriculum else { return }
    guard (0...openSubjects.count).contains(row) else { return }
    // Deciding where a row leads and pushing the screen are both the controller's job.
    if row < openSubjects.count {
      navigationController?.pushViewController(PracticeViewController(subject: openSubjects[row]))
    } else {
      navigationController?.pushViewController(
        AllSubjectsViewController(curriculum: curriculum, repository: repository))
    }
  }

  // MARK: Answers

  private func curriculumLoaded(_ curriculum: Curriculum) {
    self.curriculum = curriculum
    openSubjects = curriculum.openSubjects
    spinner.stopAnimating()
    messageLabel.text = openSubjects.isEmpty ? "No open subjects" : nil
    listView.reloadData()
  }

  private func curriculumFailed(_ error: any Error) {
    spinner.stopAnimating()
    messageLabel.text = "Couldn't load subjects: \(error.localizedDescription)"
    retryButton.isHidden = false
  }

  // MARK: Helpers

  private func load() {
    // A newer load replaces an older one, so an old answer can never land after a new one.
    loading?.cancel()
    spinner.startAnimating()
    messageLabel.text = nil
    retryButton.isHidden = true
    // The task holds the controller weakly: a screen that leaves mid-load is released.
    loading = Task { [weak self, repository] in
      do {
        let curriculum = try await repository.curriculum()
        guard !Task.isCancelled else { return }
        self?.curriculumLoaded(curriculum)
      } catch {
        guard !Task.isCancelled else { return }
        self?.curriculumFailed(error)
      }
    }
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
    rowSelected(at: row)
  }
}
