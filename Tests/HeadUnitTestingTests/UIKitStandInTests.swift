import CoreGraphics
import Foundation
import Testing
import UIKit

// B9: the UIKit (and, on Linux, CoreGraphics) that CarPlay's declarations and scene code use.
// This file imports CoreGraphics, Foundation, UIKit and Testing together: CGFloat, CGRect and
// CGColor must resolve without ambiguity, and Swift Testing's `_Testing_CoreGraphics` overlay
// must be found. None of these tests is on the main actor: UIKit's images, colours, traits and
// renderers are not main-actor types.

/// The first bytes of a PNG of `width` × `height` pixels: signature and IHDR.
private func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]   // depth, colour type, methods, CRC (not checked)
    return Data(bytes)
}

/// A JPEG header: SOI, an APP0 segment, then a baseline start-of-frame of `width` × `height`.
private func jpegHeader(width: UInt16, height: UInt16) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
    bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    return Data(bytes)
}

private let gifHeader = Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0])   // 320 × 240
private let webpHeader = Data(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
    + [0x7F, 0x02, 0x00, 0xDF, 0x01, 0x00])   // canvas 640 × 480

@Test func coreGraphicsNamesResolveBesideFoundationAndUIKit() {
    let rect: CGRect = CGRect(x: 0, y: 0, width: 10, height: 20)
    let side: CGFloat = rect.height
    let color: CGColor = UIColor.red.cgColor
    #expect(side == 20)
    #expect(color.components == [1, 0, 0, 1])
    #expect(color.alpha == 1)
}

// MARK: Traits

@Test func aTraitCollectionSpecifiesOnlyWhatItIsMadeWith() {
    let none = UITraitCollection()
    #expect(none.userInterfaceIdiom == .unspecified)
    #expect(none.userInterfaceStyle == .unspecified)
    #expect(none.displayScale == 0)
    let car = UITraitCollection(userInterfaceIdiom: .carPlay)
    #expect(car.userInterfaceIdiom == .carPlay)
    #expect(car.userInterfaceStyle == .unspecified)
    #expect(UIUserInterfaceIdiom.carPlay.rawValue == 3)
    #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
}

@Test func traitsFromLaterCollectionsWin() {
    let merged = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceIdiom: .carPlay),
        UITraitCollection(userInterfaceStyle: .light),
        UITraitCollection(userInterfaceStyle: .dark),
        UITraitCollection(displayScale: 2),
    ])
    #expect(merged == UITraitCollection(userInterfaceStyle: .dark, displayScale: 2))   // the car's traits
    #expect(merged.userInterfaceIdiom == .carPlay)
    #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
    #expect(merged.description == "<UITraitCollection: idiom carPlay, style dark, scale 2.0>")
}

@Test func theCurrentTraitsAreThePhonesUntilCodeSetsThem() {
    #expect(UITraitCollection.current.userInterfaceIdiom == .phone)
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
    #expect(UITraitCollection.current.displayScale == 3)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var seen: UIUserInterfaceStyle?
    dark.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
    #expect(seen == .dark)
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
}

// MARK: Colours

@Test func aColourGivesItsComponents() {
    let color = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [1, 0.5, 0.25, 0.75])
    #expect(color.cgColor.components == [1, 0.5, 0.25, 0.75])
    #expect(UIColor(cgColor: color.cgColor) == color)
    #expect(UIColor(white: 0.5, alpha: 1) == .gray)
    #expect(color.withAlphaComponent(0.1).cgColor.alpha == 0.1)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === color)
}

@Test func hueSaturationBrightnessMakeRGB() {
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).cgColor.components?[1] == 1)
    #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1))
    #expect(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1).cgColor.alpha == 1)   // no trap
}

@Test func systemColoursHaveTheirLightAndDarkValues() {
    let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
    #expect(UIColor.label.resolvedColor(with: dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(UIColor.tintColor.resolvedColor(with: dark) == UIColor.systemBlue.resolvedColor(with: dark))
    #expect(UIColor.systemBackground.cgColor.components == [1, 1, 1, 1])   // current traits: light
    var components: [CGFloat]?
    dark.performAsCurrent { components = UIColor.systemBackground.cgColor.components }
    #expect(components == [0, 0, 0, 1])
}

@Test func aDynamicColourAnswersPerTraits() {
    let accent = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .orange }
    #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .yellow)
    #expect(accent.resolvedColor(with: UITraitCollection()) == .orange)
    #expect(accent.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 1, blue: 0, alpha: 0.5))
    #expect(accent == accent)
    #expect(accent != UIColor { _ in .orange })
}

@Test func aNamedColourIsNeverNil() {
    #expect(UIColor(named: "AccentColor") != nil)
    #expect(UIColor(named: "Brand", in: nil, compatibleWith: nil)?.description == "<UIColor named: Brand>")
}

// MARK: Images from data, files and bitmaps

@Test func anImageFromDataHasItsHeadersSize() throws {
    let png = try #require(UIImage(data: pngHeader(width: 120, height: 80)))
    #expect(png.size == CGSize(width: 120, height: 80))
    #expect(png.scale == 1)
    #expect(UIImage(data: pngHeader(width: 120, height: 80), scale: 2)?.size == CGSize(width: 60, height: 40))
    #expect(UIImage(data: jpegHeader(width: 100, height: 50))?.size == CGSize(width: 100, height: 50))
    #expect(UIImage(data: gifHeader)?.size == CGSize(width: 320, height: 240))
    #expect(UIImage(data: webpHeader)?.size == CGSize(width: 640, height: 480))
    #expect(UIImage(data: pngHeader(width: 120, height: 80), scale: -1)?.scale == 1)
}

@Test func dataThatIsNotAnImageGivesNil() {
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: pngHeader(width: 0, height: 80)) == nil)
    // Every truncation of every header is nil or an image, never a trap.
    for header in [pngHeader(width: 120, height: 80), jpegHeader(width: 100, height: 50), gifHeader, webpHeader] {
        for length in 0..<header.count { _ = UIImage(data: header.prefix(length)) }
    }
    #expect(UIImage(data: pngHeader(width: 120, height: 80).prefix(20)) == nil)
}

@Test func aFilesNameGivesItsScale() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("HeadUnitUIKitTests-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("cover@2x.png")
    try pngHeader(width: 120, height: 80).write(to: file)
    let cover = try #require(UIImage(contentsOfFile: file.path))
    #expect(cover.scale == 2)
    #expect(cover.size == CGSize(width: 60, height: 40))
    #expect(cover.description == "<UIImage cover@2x.png 60.0×40.0 @2.0x>")
    #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    #expect(UIImage.fileNameScale("logo@3x~iphone.png") == 3)
    #expect(UIImage.fileNameScale("logo.png") == 1)
    #expect(UIImage.fileNameScale("mail@example.png") == 1)
}

@Test func anImageOfACGImageHasItsPixels() throws {
    let decoded = try #require(UIImage(data: pngHeader(width: 300, height: 200)))
    let pixels = try #require(decoded.cgImage)
    #expect((pixels.width, pixels.height) == (300, 200))
    let square = try #require(pixels.cropping(to: CGRect(x: 50, y: 0, width: 200, height: 200)))
    #expect((square.width, square.height) == (200, 200))
    #expect(pixels.cropping(to: CGRect(x: 400, y: 0, width: 10, height: 10)) == nil)
    #expect(pixels.cropping(to: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)) == nil)
    #expect(UIImage(cgImage: square).size == CGSize(width: 200, height: 200))
    let sideways = UIImage(cgImage: try #require(pixels.cropping(to: CGRect(x: 0, y: 0, width: 300, height: 100))), scale: 2, orientation: .right)
    #expect(sideways.size == CGSize(width: 50, height: 150))
    #expect(sideways.imageOrientation == .right)
}

// MARK: Symbols and assets

@Test func aSymbolImageIsASquareOfItsPointSize() throws {
    let gear = try #require(UIImage(systemName: "gearshape"))
    #expect(gear.isSymbolImage)
    #expect(gear.size == CGSize(width: 17, height: 17))
    #expect(gear.scale == 3)
    #expect(gear.name == "gearshape")
    let large = try #require(UIImage(systemName: "play.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)))
    #expect(large.size == CGSize(width: 40, height: 40))
    #expect(large.symbolConfiguration?.weight == .bold)
    let bigger = try #require(large.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 60)))
    #expect(bigger.size == CGSize(width: 60, height: 60))
    #expect(bigger.symbolConfiguration?.weight == .bold)
    #expect(gear.withConfiguration(UIImage.SymbolConfiguration(pointSize: 24)).size == CGSize(width: 24, height: 24))
}

@Test func aNamedImageKeepsItsNameAndHasNoSize() throws {
    let logo = try #require(UIImage(named: "Logo", in: .main, with: nil))
    #expect(logo.name == "Logo")
    #expect(logo.size == .zero)
    #expect(!logo.isSymbolImage)
    #expect(logo.cgImage == nil)
}

@Test func renderingModesAndTintsMakeCopies() throws {
    let gear = try #require(UIImage(systemName: "gearshape"))
    #expect(gear.renderingMode == .automatic)
    #expect(gear.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    #expect(gear.withTintColor(.systemRed).renderingMode == .alwaysOriginal)
    #expect(gear.withTintColor(.systemRed, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    #expect(gear.withTintColor(.systemRed).name == "gearshape")
    #expect(gear.renderingMode == .automatic)
}

@Test func anImageAssetGivesTheVariantForTheTraits() throws {
    let light = try #require(UIImage(data: pngHeader(width: 10, height: 10)))
    let dark = try #require(UIImage(data: pngHeader(width: 20, height: 20)))
    let asset = UIImageAsset()
    asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
    asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
    let car = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .carPlay), UITraitCollection(userInterfaceStyle: .dark)])
    let forCar = asset.image(with: car)
    #expect(forCar.size == dark.size)
    #expect(forCar.traitCollection.userInterfaceStyle == .dark)
    #expect(forCar.imageAsset === asset)
    #expect(light.imageAsset === asset)
    #expect(asset.image(with: UITraitCollection()).size == light.size)   // unspecified style: light
    #expect(asset.image(with: .current).size == light.size)
    asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(asset.image(with: car).size == light.size)   // nothing fits: the first registered
    #expect(UIImageAsset().image(with: car).size == .zero)
}

@Test func anImageAssetPrefersTheScaleButDoesNotRequireIt() throws {
    let phoneLight = try #require(UIImage(data: pngHeader(width: 30, height: 30), scale: 3))
    let phoneDark = try #require(UIImage(data: pngHeader(width: 60, height: 60), scale: 3))
    let carDark = try #require(UIImage(data: pngHeader(width: 40, height: 40), scale: 2))
    let asset = UIImageAsset()
    asset.register(phoneLight, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 3)]))
    asset.register(phoneDark, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)]))
    let car = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
    #expect(asset.image(with: car).size == phoneDark.size)   // the dark one, though made for scale 3
    asset.register(carDark, with: car)
    #expect(asset.image(with: car).size == carDark.size)
    #expect(asset.image(with: UITraitCollection(userInterfaceIdiom: .carPlay)).size == phoneLight.size)
}

// MARK: Renderers

@Test func aRendererMakesAnImageOfItsSizeAndScale() throws {
    let format = UIGraphicsImageRendererFormat()
    #expect(format.scale == 3)   // the phone's
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format)
    var runs = 0
    var contextPixels: (Int, Int)?
    let badge = renderer.image { context in
        runs += 1
        contextPixels = (context.cgContext.width, context.cgContext.height)
        UIColor.systemBlue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        context.cgContext.setFillColor(UIColor.white.cgColor)
        context.cgContext.fillEllipse(in: CGRect(x: 5, y: 5, width: 20, height: 20))
        context.stroke(CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(context.currentImage.size == CGSize(width: 40, height: 30))
        #expect(context.format.bounds.size == CGSize(width: 40, height: 30))
    }
    #expect(runs == 1)
    #expect(contextPixels.map { [$0.0, $0.1] } == [80, 60])
    #expect(badge.size == CGSize(width: 40, height: 30))
    #expect(badge.scale == 2)
    #expect(badge.name == "rendered")
    let pixels = try #require(badge.cgImage)
    #expect((pixels.width, pixels.height) == (80, 60))
    #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(renderer.allowsImageOutput)
}

@Test func aRenderersFormatIsACopy() {
    let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2))
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
    format.scale = 1
    renderer.format.scale = 5
    #expect(renderer.format.scale == 2)
    #expect(renderer.image { _ in }.scale == 2)
    #expect(UIGraphicsImageRendererFormat.preferred().scale == 3)
    #expect(UIGraphicsImageRendererFormat(for: UITraitCollection()).scale == 3)
}

@Test func anEmptyOrEndlessRendererMakesAnEmptyImage() {
    #expect(UIGraphicsImageRenderer(size: .zero).image { _ in }.size == .zero)
    #expect(UIGraphicsImageRenderer(size: CGSize(width: -5, height: 10)).image { _ in }.size == CGSize(width: 5, height: 10))
    #expect(UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: 30)).image { _ in }.size == .zero)
    #expect(UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 30)).image { _ in }.cgImage == nil)
    let huge = UIGraphicsImageRenderer(size: CGSize(width: 1e12, height: 1e12)).image { context in
        #expect(context.cgContext.width == 0)
    }
    #expect(huge.size == CGSize(width: 1e12, height: 1e12))
    let bounded = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(bounded.image { _ in }.scale == 3)
    let zeroScale = UIGraphicsImageRendererFormat()
    zeroScale.scale = 0
    #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: zeroScale).image { _ in }.scale == 3)
}

@Test func imagesColoursAndTraitsCrossActors() async {
    // UIImage, UIColor, UITraitCollection and UIImageAsset are Sendable, as UIKit's.
    let image = UIImage(systemName: "car")
    let color = UIColor.systemRed
    let traits = UITraitCollection(userInterfaceIdiom: .carPlay)
    let asset = UIImageAsset()
    let names = await Task.detached { [image, color, traits, asset] in
        (image?.name, color.resolvedColor(with: traits) == color.resolvedColor(with: UITraitCollection()), asset.image(with: traits).size)
    }.value
    #expect(names.0 == "car")
    #expect(names.1)
    #expect(names.2 == .zero)
}
