import Model
import TestSupport

extension Curriculum {
  /// The curriculum a data set makes: by default Math, Physics and History offered in high
  /// school, with Math and History open.
  static func fixture(_ data: DataSet = .fixture()) -> Curriculum {
    Curriculum(person: data.person, subjects: data.subjects, records: data.userSubjects)
  }
}
