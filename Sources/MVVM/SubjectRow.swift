/// The display value of one row in MVVM's subject lists: what a cell shows, made by a view
/// model from the Model's entities, so the views never see an entity.
struct SubjectRow: Equatable {
  var title: String
  var isChecked = false
}
