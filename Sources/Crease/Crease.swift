// Crease in one import: the layer tree and its animations, fold geometry, gestures, drawing and
// PNG files, the compositor and GL renderer, headless and window rendering, video, and the
// built-in scenes and transitions. Depend on the finer products instead to take less.
@_exported import CreaseCompositor
@_exported import CreaseCore
@_exported import CreaseCoreGraphics
@_exported import CreaseDraw
@_exported import CreaseDrawList
@_exported import CreaseEffects
@_exported import CreaseFiles
@_exported import CreaseFold
@_exported import CreaseGL
@_exported import CreaseGestures
@_exported import CreaseImage
@_exported import CreaseMath
@_exported import CreasePlatform
@_exported import CreaseRegistry
@_exported import CreaseRender
@_exported import CreaseScene
@_exported import CreaseShowcases
