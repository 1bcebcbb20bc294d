import Foundation

/// `os_log`'s printf-style messages (`os_log("Played %{public}@ for %d s", log: log, title,
/// seconds)`): each conversion takes the next argument; `{public}` shows it, `{private}` and
/// `{sensitive}` write `<private>`; a `*` width or precision takes its argument and is
/// ignored. Arguments are formatted by their own type, never by
/// reading memory as the conversion says, so a wrong conversion or a missing argument writes
/// something readable (`<missing>`), never a trap.
enum PrintfFormat {
    /// `format` with `arguments` put in.
    static func render(_ format: String, _ arguments: [any CVarArg]) -> String {
        var output = ""
        var remaining = arguments[...]
        var scanner = Substring(format)
        while let percent = scanner.firstIndex(of: "%") {
            output += scanner[..<percent]
            scanner = scanner[scanner.index(after: percent)...]
            if scanner.first == "%" {
                output += "%"
                scanner = scanner.dropFirst()
                continue
            }
            var hidden = false
            if scanner.first == "{", let close = scanner.firstIndex(of: "}") {
                let annotations = scanner[scanner.index(after: scanner.startIndex)..<close].split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                hidden = annotations.contains("private") || annotations.contains("sensitive")
                scanner = scanner[scanner.index(after: close)...]
            }
            let flags = scanner.prefix { "-+ #0123456789.*".contains($0) }
            scanner = scanner.dropFirst(flags.count)
            let length = scanner.prefix { "hlqLjzt".contains($0) }
            scanner = scanner.dropFirst(length.count)
            guard let conversion = scanner.first else {
                output += "%" + flags + length
                break
            }
            scanner = scanner.dropFirst()
            for _ in flags.filter({ $0 == "*" }) { _ = remaining.popFirst() }   // a width or precision argument
            guard let argument = remaining.popFirst() else {
                output += "<missing>"
                continue
            }
            output += hidden ? "<private>" : text(of: argument, flags: String(flags), conversion: conversion)
        }
        return output + scanner
    }

    /// One argument written for `conversion`, by the argument's own type.
    private static func text(of argument: any CVarArg, flags: String, conversion: Character) -> String {
        let flags = flags.contains("*") ? "" : flags
        switch conversion {
        case "d", "i", "u", "x", "X", "o":
            if let integer = argument as? any BinaryInteger {
                if "di".contains(conversion) { return String(format: "%\(flags)lld", Int64(truncatingIfNeeded: integer)) }
                return String(format: "%\(flags)ll\(conversion)", UInt64(truncatingIfNeeded: integer))
            }
        case "f", "F", "e", "E", "g", "G", "a", "A":
            if let number = argument as? any BinaryFloatingPoint { return String(format: "%\(flags)\(conversion)", Double(number)) }
            if let integer = argument as? any BinaryInteger { return String(format: "%\(flags)\(conversion)", Double(Int64(truncatingIfNeeded: integer))) }
        case "c":
            if let integer = argument as? any BinaryInteger, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: integer)) {
                return String(Character(scalar))
            }
        default:
            break
        }
        return String(describing: argument)
    }
}
