import Foundation
import Model
import ShowcaseSupport

/// The fields of an object of the file. `JSONDecoder` ignores a key it is not asked for, so a
/// misspelt optional field would vanish: with too many keys (DataFile.swift) the file is read
/// again with `checksKeys` set, and the first unknown key in alphabetical order is refused.
///
/// Each value is read straight from the container: a debug build runs Foundation's code fast
/// and the reader's own slowly.
struct Fields {
  static let checksKeys = CodingUserInfoKey(rawValue: "checksKeys")!

  private let container: KeyedDecodingContainer<AnyKey>
  private let known: [String]

  init(_ decoder: any Decoder, _ known: [String]) throws {
    container = try decoder.container(keyedBy: AnyKey.self)
    self.known = known
    guard decoder.userInfo[Self.checksKeys] != nil else { return }
    let keys = container.allKeys.map(\.stringValue)
    if let unknown = keys.filter({ !known.contains($0) }).min() {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [AnyKey(stringValue: unknown)],
          debugDescription: "unknown field (expected \(listed(known)))"))
    }
  }

  /// How many of the fields the object gives, `null` ones included.
  var given: Int {
    known.count { container.contains(AnyKey(stringValue: $0)) }
  }

  func required<Value: Decodable>(_ name: String, as type: Value.Type) throws -> Value {
    try container.decode(type, forKey: AnyKey(stringValue: name))
  }

  func string(_ name: String) throws -> String {
    try container.decode(String.self, forKey: AnyKey(stringValue: name))
  }

  func optionalString(_ name: String) throws -> String? {
    try container.decodeIfPresent(String.self, forKey: AnyKey(stringValue: name))
  }

  /// An integer. JSON has only numbers: `4.0` is the integer 4, `4.5` is no integer.
  func integer(_ name: String) throws -> Int {
    let key = AnyKey(stringValue: name)
    do {
      return try container.decode(Int.self, forKey: key)
    } catch let error as DecodingError {
      throw error
    } catch {
      // For a number that no `Int` holds, `JSONDecoder` throws an error that names no key path,
      // as it does for a syntax error: one that a `Double` holds is a value of the wrong type.
      guard (try? container.decode(Double.self, forKey: key)) != nil else { throw error }
      throw DecodingError.typeMismatch(
        Int.self,
        DecodingError.Context(
          codingPath: container.codingPath + [key], debugDescription: "\(error)"))
    }
  }

  func choice<Value: Choice>(_ name: String, of type: Value.Type) throws -> Value {
    let text = try string(name)
    guard let value = Value(rawValue: text) else {
      throw badValue([AnyKey(stringValue: name)], Value.unknown(text))
    }
    return value
  }

  /// A subject's phases: an array of phase names. Building a set is slow in a debug build, and
  /// there are few sets of phases: the set is looked up by its phases' bits.
  func phases(_ name: String) throws -> Set<SchoolPhase> {
    let names = try container.decode([String].self, forKey: AnyKey(stringValue: name))
    var bits = 0
    for index in 0..<names.count {
      guard let bit = Self.phaseBits[names[index]] else {
        throw badValue(
          [AnyKey(stringValue: name), AnyKey(index: index)], SchoolPhase.unknown(names[index]))
      }
      bits |= bit
    }
    return Self.phaseSets[bits]
  }

  private static let phaseBits = Dictionary(
    uniqueKeysWithValues: SchoolPhase.allCases.enumerated().map { ($1.rawValue, 1 << $0) })

  private static let phaseSets = (0..<1 << SchoolPhase.allCases.count).map { bits in
    Set(SchoolPhase.allCases.filter { bits & phaseBits[$0.rawValue]! != 0 })
  }

  /// A day, `yyyy-MM-dd`, at midnight UTC; `nil` when the field is left out or `null`.
  func optionalDay(_ name: String) throws -> Date? {
    guard let text = try optionalString(name) else { return nil }
    do {
      return try FileDate.day(text)
    } catch {
      throw badValue(
        [AnyKey(stringValue: name)], error.explained(text, "a date as yyyy-MM-dd", "the date"))
    }
  }

  func moment(_ name: String) throws -> Date {
    let text = try string(name)
    do {
      return try FileDate.moment(text)
    } catch {
      throw badValue(
        [AnyKey(stringValue: name)],
        error.explained(
          text, "an ISO 8601 date and time with a time zone, such as 2023-11-15T22:13:20Z",
          "the date and time"))
    }
  }

  private func badValue(_ path: [AnyKey], _ problem: String) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(codingPath: container.codingPath + path, debugDescription: problem))
  }
}

/// Any key of an object, or the index of an array's element.
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init?(intValue: Int) {
    self.init(index: intValue)
  }
}

/// The names a string of the format may be, as the Model's enumerations spell them.
protocol Choice: RawRepresentable<String>, CaseIterable {
  /// `phase`, for `unknown phase "college"`.
  static var kind: String { get }
}
