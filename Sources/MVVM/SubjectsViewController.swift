import Observation
import Tracing
import ViewKit

/// MVVM's view for the subject list: the view controller owns the spinner, message, list and
/// Retry button, forwards lifecycle events and taps to its view model, renders the view model's
/// state, and hands the view model's route to the coordinator. It decides nothing itself.
final class SubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  let viewModel: SubjectsViewModel
  let coordinator: SubjectsCoordinator

  private let spinner = ActivityIndicator()
  private let messageLabel = Label()
  private let listView = ListView()
  private let retryButton = Button(title: "Retry")

  init(viewModel: SubjectsViewModel, coordinator: SubjectsCoordinator) {
    self.viewModel = viewModel
    self.coordinator = coordinator
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(spinner)
    view.addSubview(messageLabel)
    view.addSubview(listView)
    view.addSubview(retryButton)
    listView.dataSource = self
    listView.delegate = self
    retryButton.addAction { [viewModel] in viewModel.retryTapped() }
    title = viewModel.title
    bind()
  }

  override func viewWillAppear() {
    viewModel.viewWillAppear()
  }

  override func viewDidDisappear() {
    viewModel.viewDidDisappear(isLeaving: isMovingFromParent)
  }

  /// The binding, as on every MVVM screen here (see `GreetingViewController`). The route is
  /// read inside the tracking, so a new route wakes the screen, but followed outside it: the
  /// pushed screen binds itself, and its reads must not count as this screen's.
  private func bind() {
    let route = withObservationTracking {
      render()
      return viewModel.route
    } onChange: { [weak self] in
      Task { @MainActor in self?.bind() }
    }
    if let route {
      // A route is an event kept as state: spent first, so it is followed once.
      viewModel.routeFollowed()
      coordinator.follow(route, from: self)
    }
  }

  private func render() {
    Trace.observed(.viewModel, by: .viewController)
    let state = viewModel.state
    if state.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    messageLabel.text = state.message
    retryButton.isHidden = !state.showsRetry
    // The list asks the data source, which reads the rows: inside `render`, so they are
    // tracked too.
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    viewModel.state.rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: viewModel.state.rows[row].title)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    viewModel.rowSelected(at: row)
  }
}
