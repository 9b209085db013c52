/// A frame's property arrays, indexed by node. Reading one costs what reading a stored array does;
/// writing through one also tells the frame it no longer holds what sampling last made it
/// (`markChanged`), so the next sample compares it with its base again.
extension MotionFrame {
    @inlinable public var strokeStart: [Double] {
        get { arrays.strokeStart }
        _modify {
            markChanged()
            yield &arrays.strokeStart
        }
    }

    @inlinable public var strokeEnd: [Double] {
        get { arrays.strokeEnd }
        _modify {
            markChanged()
            yield &arrays.strokeEnd
        }
    }

    @inlinable public var trimOffset: [Double] {
        get { arrays.trimOffset }
        _modify {
            markChanged()
            yield &arrays.trimOffset
        }
    }

    @inlinable public var opacity: [Double] {
        get { arrays.opacity }
        _modify {
            markChanged()
            yield &arrays.opacity
        }
    }

    @inlinable public var position: [MotionPoint] {
        get { arrays.position }
        _modify {
            markChanged()
            yield &arrays.position
        }
    }

    @inlinable public var anchor: [MotionPoint] {
        get { arrays.anchor }
        _modify {
            markChanged()
            yield &arrays.anchor
        }
    }

    @inlinable public var scale: [MotionPoint] {
        get { arrays.scale }
        _modify {
            markChanged()
            yield &arrays.scale
        }
    }

    @inlinable public var rotation: [Double] {
        get { arrays.rotation }
        _modify {
            markChanged()
            yield &arrays.rotation
        }
    }

    @inlinable public var strokeColor: [MotionColor] {
        get { arrays.strokeColor }
        _modify {
            markChanged()
            yield &arrays.strokeColor
        }
    }

    @inlinable public var fillColor: [MotionColor] {
        get { arrays.fillColor }
        _modify {
            markChanged()
            yield &arrays.fillColor
        }
    }

    @inlinable public var lineWidth: [Double] {
        get { arrays.lineWidth }
        _modify {
            markChanged()
            yield &arrays.lineWidth
        }
    }

    @inlinable public var shadowColor: [MotionColor] {
        get { arrays.shadowColor }
        _modify {
            markChanged()
            yield &arrays.shadowColor
        }
    }

    @inlinable public var shadowOpacity: [Double] {
        get { arrays.shadowOpacity }
        _modify {
            markChanged()
            yield &arrays.shadowOpacity
        }
    }

    @inlinable public var shadowOffset: [MotionPoint] {
        get { arrays.shadowOffset }
        _modify {
            markChanged()
            yield &arrays.shadowOffset
        }
    }

    @inlinable public var shadowBlur: [Double] {
        get { arrays.shadowBlur }
        _modify {
            markChanged()
            yield &arrays.shadowBlur
        }
    }

    /// Each node's outline of the moment (a morph's blend; the node's own path otherwise).
    @inlinable public var path: [MotionPath] {
        get { arrays.path }
        _modify {
            markChanged()
            yield &arrays.path
        }
    }

    @inlinable public var dashPhase: [Double] {
        get { arrays.dashPhase }
        _modify {
            markChanged()
            yield &arrays.dashPhase
        }
    }

    /// Each node's fill gradient of the moment (`.none` where the colour paints).
    @inlinable public var fillGradient: [MotionGradient] {
        get { arrays.fillGradient }
        _modify {
            markChanged()
            yield &arrays.fillGradient
        }
    }

    /// Each node's stroke gradient of the moment (`.none` where the colour paints).
    @inlinable public var strokeGradient: [MotionGradient] {
        get { arrays.strokeGradient }
        _modify {
            markChanged()
            yield &arrays.strokeGradient
        }
    }
}
