// `import os` brings Foundation in, as Apple's does.
@_exported import Foundation
