import Foundation
import Model
import Observation
import Tracing

/// MVVM's view model for the subject list: it loads the curriculum through the repository and
/// turns each answer into the state the screen shows: loading, rows, a message, Retry. It also
/// says where the user wants to go, as a route; following it is left to the screen.
@Observable
@MainActor
final class SubjectsViewModel {
  /// Everything the list shows, as one value.
  struct State: Equatable {
    var isLoading = false
    var message: String?
    var rows: [SubjectRow] = []
    var showsRetry = false
  }

  // MARK: Outputs

  let title = "Subjects"
  private(set) var state = State()
  /// Where the user asked to go, until the screen has gone there.
  private(set) var route: SubjectsRoute?

  @ObservationIgnored private let repository: SubjectRepository
  @ObservationIgnored private var curriculum: Curriculum?
  @ObservationIgnored private var loading: Task<Void, Never>?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  // MARK: Inputs

  func viewWillAppear() {
    Trace.hop(.viewController, .viewModel)
    load()
  }

  func retryTapped() {
    Trace.hop(.viewController, .viewModel)
    load()
  }

  /// Leaving for good cancels the load: its answers are for nobody.
  func viewDidDisappear(isLeaving: Bool) {
    Trace.hop(.viewController, .viewModel)
    if isLeaving { loading?.cancel() }
  }

  func rowSelected(at row: Int) {
    Trace.hop(.viewController, .viewModel)
    guard let curriculum else { return }
    let open = curriculum.openSubjects
    // Deciding where a row leads is presentation logic; pushing a screen is not.
    route = row < open.count ? .practice(open[row]) : .allSubjects(curriculum)
  }

  /// The screen went where `route` said: a route is followed once.
  func routeFollowed() {
    Trace.hop(.viewController, .viewModel)
    route = nil
  }

  // MARK: Loading

  private func load() {
    // A newer load replaces an older one, so an old answer can never land after a new one.
    loading?.cancel()
    state = State(isLoading: true, rows: state.rows)
    // The task holds the view model weakly: a screen that goes away mid-load is released.
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
    let open = curriculum.openSubjects
    state = State(
      message: open.isEmpty ? "No open subjects" : nil,
      rows: open.map { SubjectRow(title: $0.name) } + [SubjectRow(title: "More")])
  }

  private func show(_ error: any Error) {
    state = State(
      message: "Couldn't load subjects: \(error.localizedDescription)", rows: state.rows,
      showsRetry: true)
  }
}

/// The screens the subject list leads to, with what each needs.
enum SubjectsRoute: Equatable {
  case practice(Subject)
  case allSubjects(Curriculum)
}

/// One row of the subject list as the view shows it: an open subject's name, or `More`. Display
/// text only: the view never sees an entity.
struct SubjectRow: Equatable {
  let title: String
}
