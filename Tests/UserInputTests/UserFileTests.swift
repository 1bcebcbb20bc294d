import Foundation
import Testing
import TestSupport
import UserInput

/// The one reader of the files a person names, on files made at run time in a temporary folder.
@Suite struct UserFileTests {
    func withFolder<T>(_ body: (URL) throws -> T) throws -> T { try BadFiles.withFolder(body) }

    @Test func aFileIsReadWhole() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("d1.drill")
            let text = String(repeating: "scenario \"x\"\n  plug\n", count: 10_000)
            try Data(text.utf8).write(to: file)
            #expect(UserFile.read(file.path) == .success(Array(text.utf8)))
        }
    }

    /// `FileManager.contents(atPath:)` leaked 4 KB for every empty file it read (FuzzDrillLoader
    /// found it under AddressSanitizer's leak checker); `make sanitize` runs this test under it.
    @Test func anEmptyFileIsNoBytes() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("empty.drill")
            try Data().write(to: file)
            #expect(UserFile.read(file.path) == .success([]))
        }
    }

    @Test func aFileThatSaysItIsEmptyIsReadToItsEnd() throws {
        guard case .success(let bytes) = UserFile.read("/proc/self/status") else {
            Issue.record("/proc/self/status should be readable")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func nothingThereIsMissing() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("a.drill")
            try Data().write(to: file)
            #expect(UserFile.read(folder.appendingPathComponent("nowhere.drill").path) == .failure(.missing))
            #expect(UserFile.read(file.path + "/inside.drill") == .failure(.missing))
            #expect(UserFile.Problem.missing.reason == "no such file")
        }
    }

    @Test func aDirectoryIsNotAFile() throws {
        try withFolder { folder in
            #expect(UserFile.read(folder.path) == .failure(.directory))
            #expect(UserFile.Problem.directory.reason == "it is a directory")
        }
    }

    /// A pipe nobody writes to: opening it for reading would wait forever without O_NONBLOCK.
    @Test func aPipeIsRefusedWithoutWaiting() throws {
        try withFolder { folder in
            let pipe = try BadFiles.pipe(in: folder)
            #expect(UserFile.read(pipe) == .failure(.notRegular))
        }
    }

    @Test func anUnreadableFileSaysWhy() throws {
        try withFolder { folder in
            let (path, why) = try BadFiles.unreadable(in: folder)
            #expect(UserFile.read(path) == .failure(.unreadable(why)))
        }
    }

    /// A 100 MB file (sparse: no disk is written) is refused from its size, before any of it is read.
    @Test func aHundredMegabyteFileIsTooLarge() throws {
        try withFolder { folder in
            let file = try BadFiles.hundredMegabytes(in: folder)
            let problem = UserFile.Problem.tooLarge(bytes: 100 * 1024 * 1024, limit: UserFile.maxBytes)
            #expect(UserFile.read(file) == .failure(problem))
            #expect(problem.reason == "it is 100.0 MB, more than the 16.0 MB a file may have")
        }
    }

    @Test func theLimitCanBeLower() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("five.drill")
            try Data("12345".utf8).write(to: file)
            #expect(UserFile.read(file.path, limit: 4) == .failure(.tooLarge(bytes: 5, limit: 4)))
            #expect(UserFile.read(file.path, limit: 5) == .success(Array("12345".utf8)))
        }
    }

    @Test(arguments: [(0, "0.0 MB"), (1024 * 1024, "1.0 MB"), (1_600_000, "1.5 MB"), (100 * 1024 * 1024, "100.0 MB")])
    func sizesAreInMegabytes(bytes: Int, text: String) {
        #expect(UserFile.megabytes(bytes) == text)
    }
}
