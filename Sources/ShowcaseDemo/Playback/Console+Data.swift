import DataFileReader
import Model
import ShowcaseSupport

extension Console {
  /// Reads `--data`, or the sample data; reports a bad file in one line.
  func data(_ file: String?) -> DataSet? {
    guard let file else { return .sample }
    do {
      return try DataFile.load(path: file)
    } catch {
      self.error(error.description)
      return nil
    }
  }
}
