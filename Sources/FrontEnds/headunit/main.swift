import CLI
import Foundation

exit(await HeadUnitCommand.main(Array(CommandLine.arguments.dropFirst())))
