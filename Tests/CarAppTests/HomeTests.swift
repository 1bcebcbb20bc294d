import Testing
import Host
import CarApp
import TestSupport

@Suite("Home: the two tiles")
struct HomeTests {
    let templates = SceneTemplates()

    @Test("T1: on connect the grid is set as root with Continue and New")
    func rootOnConnect() {
        var home = Home()
        let tiles = Home.tiles(conversationOpen: true, retry: .idle)
        expectEffects(collect { home.reduce(.carConnected(grid: TemplateID(1), conversationOpen: true, retry: .idle, templates: templates), now: .zero, into: &$0) },
                      [.setRoot(Template(id: TemplateID(1), kind: .grid, title: "Live", buttons: tiles))])
        #expect(tiles.map(\.title) == ["Continue conversation", "New conversation"])
    }

    @Test("T2: drawn with no open conversation, only New")
    func onlyNew() {
        #expect(Home.tiles(conversationOpen: false, retry: .idle).map(\.title) == ["New conversation"])
    }

    @Test("T5: retrying reads the disabled retrying tile; after it stops, Tap to retry; New beside it")
    func retryLabels() {
        let retrying = Home.tiles(conversationOpen: true, retry: .retrying(conversation: 1))
        #expect(retrying.map(\.title) == ["Live Mode unavailable, retrying…", "New conversation"])
        #expect(retrying.map(\.enabled) == [false, true])
        let gaveUp = Home.tiles(conversationOpen: true, retry: .gaveUp(conversation: 1))
        #expect(gaveUp.map(\.title) == ["Live Mode unavailable. Tap to retry.", "New conversation"])
        #expect(gaveUp.map(\.enabled) == [true, true])
    }

    @Test("T5: a change of tiles updates the grid in place; the same tiles change nothing")
    func tilesUpdateInPlace() {
        var home = Home(conversationOpen: true)
        _ = collect { home.reduce(.carConnected(grid: TemplateID(1), conversationOpen: true, retry: .idle, templates: templates), now: .zero, into: &$0) }
        expectEffects(collect { home.reduce(.sync(retry: .idle, templates: templates), now: .zero, into: &$0) }, [])
        let retrying = Home.tiles(conversationOpen: true, retry: .retrying(conversation: 1))
        expectEffects(collect { home.reduce(.sync(retry: .retrying(conversation: 1), templates: templates), now: .zero, into: &$0) }, [.updateGrid(TemplateID(1), retrying)])
        // Retrying reads the same whether a conversation was seen or not: no redraw.
        home.look(conversationOpen: false)
        expectEffects(collect { home.reduce(.sync(retry: .retrying(conversation: 1), templates: templates), now: .zero, into: &$0) }, [])
    }

    @Test("T4: the phone ending the conversation redraws nothing; the tiles follow what the app last looked at")
    func tilesFollowWhatTheAppSaw() {
        var home = Home(conversationOpen: true)
        _ = collect { home.reduce(.carConnected(grid: TemplateID(1), conversationOpen: true, retry: .idle, templates: templates), now: .zero, into: &$0) }
        expectEffects(collect { home.reduce(.sync(retry: .idle, templates: templates), now: .zero, into: &$0) }, [])
        #expect(home.tiles.map(\.title) == [CarWords.continueConversation, CarWords.newConversation])
        home.look(conversationOpen: false)
        expectEffects(collect { home.reduce(.sync(retry: .idle, templates: templates), now: .zero, into: &$0) },
                      [.updateGrid(TemplateID(1), Home.tiles(conversationOpen: false, retry: .idle))])
    }

    @Test("T1: nothing is drawn while disconnected")
    func nothingWhileDisconnected() {
        var home = Home()
        expectEffects(collect { home.reduce(.sync(retry: .retrying(conversation: 1), templates: templates), now: .zero, into: &$0) }, [])
        #expect(home.tiles.isEmpty)
    }

    @Test("C6: nothing else is on the car — only the one or two tiles, in any retry state")
    func nothingElse() {
        for retry in [Retry.Status.idle, .retrying(conversation: 1), .gaveUp(conversation: 1)] {
            for open in [true, false] {
                let titles = Home.tiles(conversationOpen: open, retry: retry).map(\.title)
                #expect((1...2).contains(titles.count))
                #expect(titles.allSatisfy { [CarWords.continueConversation, CarWords.newConversation, CarWords.retrying, CarWords.tapToRetry].contains($0) })
            }
        }
    }
}
