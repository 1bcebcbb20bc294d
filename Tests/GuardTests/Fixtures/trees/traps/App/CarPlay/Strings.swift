/// Every forbidden word below is inside a string literal, so none of them is a finding (S5).
final class StringTraps {
    let plain = "AVSpeechSynthesizer() model.restartLater() CPAlertTemplate"
    let escaped = "say \"followUp(x)\" and \\ then mergeSessions(a) \t controller.pushTemplate(t)"
    let multiline = """
        AVSpeechSynthesizer()
        controller.presentTemplate(alert, animated: true)
        "quoted": archiveConversation(id) "" and \""" still inside: restartLater()
        let t = CPActionSheetTemplate()
        """
    let raw = #"raw: "restartLater()" \(notInterpolated) CPAlertTemplate() controller.templates"#
    let rawTwo = ##"two hashes: "# still inside "# sendFollowUp(x) controller.topTemplate"##
    let rawMultiline = #"""
        raw multi-line: """ inside \(alsoNot) authorizeMerge(id)
        controller.setRootTemplate(t, animated: false)
        """#
    let regex = #/restartLater\(\)|CPAlertTemplate/#
    let calls = "model.followUp(x) model.sendFollowUp(x) model.authorizeMerge(id) controller.popToTemplate(t)"

    func interpolations(name: String, count: Int) -> String {
        let a = "hello \(name) restartLater() \(count + 1) CPMapTemplate"
        let b = "nested: \(label("mergeSessions(a, b) AVSpeechSynthesizer")) and \(count)"
        let c = "deeper: \(label("outer \(label("archive(x) .presentedTemplate")) restart()"))"
        let d = "parens: \((count + (2 * 3))) then followUp(x)"
        let e = #"raw interpolation: \#(label("controller.popTemplate(animated: true)")) restartNow()"#
        let f = """
            multi-line interpolation: \(label("CPSearchTemplate")) sendFollowUp(x)
            """
        return a + b + c + d + e + f
    }

    func label(_ text: String) -> String { text }
}
