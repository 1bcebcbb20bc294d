import CLI
import Foundation

exit(HeadUnitCommand.main(Array(CommandLine.arguments.dropFirst())))
