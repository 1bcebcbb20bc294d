/// The most images an image row shows (`init(text:images:)`); HeadUnit's value, the car shows
/// the first ones.
@available(iOS 14.0, *)
public let CPMaximumNumberOfGridImages: Int = 8

/// A row of a list template that shows images (iOS 14), or, since iOS 26, elements: cards,
/// condensed entries, grid and image-grid entries, or rows. Selecting the row runs `handler`;
/// selecting one of its images or elements runs `listImageRowHandler` with its index. Each takes a
/// completion to call once the selection is handled.
///
/// HeadUnit shows the row as an entry titled by its `text`, then each image (at most
/// `CPMaximumNumberOfGridImages`) or element as an entry of its own you can tap: an image is
/// titled by its `imageTitles` entry, else `"<text> image <n>"`; an element by its own title, else
/// its `accessibilityLabel`, else `"<text> image <n>"` (n counts from 1). A picture draws the images by their names (B12).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPListImageRowItem: NSObject, CPSelectableListItem {
    /// The row's words.
    nonisolated(unsafe) public var text: String? { didSet { ContentChanges.note() } }
    /// Anything the app keeps with the row.
    nonisolated(unsafe) public var userInfo: Any? { didSet { ContentChanges.note() } }
    /// False to show the row and its images disabled (iOS 15).
    @available(iOS 15.0, *)
    nonisolated(unsafe) public var isEnabled = true { didSet { ContentChanges.note() } }
    /// CarPlay calls this on the main queue when the row itself is selected; call the completion
    /// when the selection is handled.
    nonisolated(unsafe) public var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { didSet { ContentChanges.note() } }
    /// CarPlay calls this on the main queue when an image or element of the row is selected, with
    /// its index; call the completion when the selection is handled.
    public var listImageRowHandler: ((CPListImageRowItem, Int, @escaping () -> Void) -> Void)? { didSet { ContentChanges.note() } }
    /// The row's images (`init(text:images:)`).
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "Use elements")
    public var gridImages: [UIImage] { images }
    /// The titles under the images (`init(text:images:imageTitles:)`).
    @available(iOS, introduced: 17.4, deprecated: 26.0, message: "Use elements")
    public var imageTitles: [String] { titles }
    /// The row's elements (iOS 26): the first 24 given, as CarPlay keeps them; new elements keep
    /// only those of the first one's class, as CarPlay's setter does. The car shows the new ones
    /// when you set them.
    @available(iOS 26.0, *)
    public var elements: [CPListImageRowItemElement] {
        get { keptElements }
        set {
            let kept = newValue.prefix(Self.maximumElementCount)
            let kind = kept.first.map { ObjectIdentifier(type(of: $0)) }
            keptElements = kept.filter { ObjectIdentifier(type(of: $0)) == kind }
        }
    }
    /// True when the elements may wrap onto more than one line (iOS 26).
    @available(iOS 26.0, *)
    public let allowsMultipleLines: Bool

    private var images: [UIImage] { didSet { ContentChanges.note() } }
    private let titles: [String]
    private var keptElements: [CPListImageRowItemElement] { didSet { ContentChanges.note() } }

    /// The most elements a row keeps (CarPlay's iOS 26 builds stop at the 25th).
    private static let maximumElementCount = 24

    /// The largest image a row of images shows (HeadUnit's value; a car gives its own).
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "Use CPListImageRowItemElement.maximumImageSize")
    public class var maximumImageSize: CGSize { CGSize(width: 80, height: 80) }

    /// A row of `text` and images.
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "Use init(text:elements:allowsMultipleLines:)")
    public convenience init(text: String, images: [UIImage]) {
        self.init(text: text, images: images, titles: [], elements: [], allowsMultipleLines: false)
    }

    /// A row of `text` and images, with a title under each image (iOS 17.4).
    @available(iOS, introduced: 17.4, deprecated: 26.0, message: "Use init(text:elements:allowsMultipleLines:)")
    public convenience init(text: String, images: [UIImage], imageTitles: [String]) {
        self.init(text: text, images: images, titles: imageTitles, elements: [], allowsMultipleLines: false)
    }

    /// A row of `text` and row elements (iOS 26).
    @available(iOS 26.0, *)
    public convenience init(text: String?, elements: [CPListImageRowItemRowElement], allowsMultipleLines: Bool) {
        self.init(text: text, images: [], titles: [], elements: elements, allowsMultipleLines: allowsMultipleLines)
    }

    /// A row of `text` and cards (iOS 26).
    @available(iOS 26.0, *)
    public convenience init(text: String?, cardElements elements: [CPListImageRowItemCardElement], allowsMultipleLines: Bool) {
        self.init(text: text, images: [], titles: [], elements: elements, allowsMultipleLines: allowsMultipleLines)
    }

    /// A row of `text` and condensed elements (iOS 26).
    @available(iOS 26.0, *)
    public convenience init(text: String?, condensedElements elements: [CPListImageRowItemCondensedElement], allowsMultipleLines: Bool) {
        self.init(text: text, images: [], titles: [], elements: elements, allowsMultipleLines: allowsMultipleLines)
    }

    /// A row of `text` and grid elements (iOS 26).
    @available(iOS 26.0, *)
    public convenience init(text: String?, gridElements elements: [CPListImageRowItemGridElement], allowsMultipleLines: Bool) {
        self.init(text: text, images: [], titles: [], elements: elements, allowsMultipleLines: allowsMultipleLines)
    }

    /// A row of `text` and image-grid elements (iOS 26).
    @available(iOS 26.0, *)
    public convenience init(text: String?, imageGridElements elements: [CPListImageRowItemImageGridElement], allowsMultipleLines: Bool) {
        self.init(text: text, images: [], titles: [], elements: elements, allowsMultipleLines: allowsMultipleLines)
    }

    private init(text: String?, images: [UIImage], titles: [String], elements: [CPListImageRowItemElement], allowsMultipleLines: Bool) {
        self.text = text
        self.images = images
        self.titles = titles
        self.keptElements = Array(elements.prefix(Self.maximumElementCount))
        self.allowsMultipleLines = allowsMultipleLines
        super.init()
    }

    /// Replaces the row's images; the car shows the new ones (their titles stay).
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "Use elements")
    public func update(_ gridImages: [UIImage]) { images = gridImages }

    // MARK: - The host's view (HeadUnit's, not the SDK's)

    /// What the person can select on the row, in reading order: each image (at most
    /// `CPMaximumNumberOfGridImages`) or element, with the title HeadUnit gives it.
    package var selectableParts: [(title: String, enabled: Bool)] {
        let rowText = text ?? ""
        func numbered(_ i: Int) -> String { rowText.isEmpty ? "image \(i + 1)" : "\(rowText) image \(i + 1)" }
        if !images.isEmpty {
            return images.prefix(CPMaximumNumberOfGridImages).indices.map { i in
                let title = titles.indices.contains(i) && !titles[i].isEmpty ? titles[i] : numbered(i)
                return (title, isEnabled)
            }
        }
        return elements.enumerated().map { i, element in
            let own = [element.ownTitle, element.accessibilityLabel].compactMap { $0 }.first { !$0.isEmpty }
            return (own ?? numbered(i), isEnabled && element.isEnabled)
        }
    }
}
