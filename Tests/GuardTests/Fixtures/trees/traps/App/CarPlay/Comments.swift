// Every forbidden word below is in a comment, so none of them is a finding (S5).
// AVSpeechSynthesizer() model.restartLater() CPAlertTemplate controller.presentTemplate(t, animated: true)
// model.followUp(x) model.sendFollowUp(x) model.authorizeMerge(id) controller.popToTemplate(t, animated: true)

/// Doc comment: never `AVSpeechSynthesizer`, never `followUp(…)`, never `CPActionSheetTemplate`.
final class CommentTraps {
    /* A block comment: sendFollowUp(text) mergeSessions(a, b) authorizeMerge(id)
       interfaceController.pushTemplate(CPMapTemplate(), animated: true)
       /* A nested block comment: archiveConversation(id) restartNow()
          /* nested twice: controller.popToRootTemplate(animated: false) .presentedTemplate */
          still nested: CPSearchTemplate() controller.topTemplate
       */
       back in the outer comment: AVSpeechSynthesizer().speak(u) controller.templates
    */
    func run() {
        let x = 1 /* inline: restartLater() */ + 2 // trailing: merge(x)
        /**/ _ = x /*/ not a closer: archive(x) */
        /*** stars: controller.dismissTemplate(animated: true) ***/
    }
}
