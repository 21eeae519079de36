import CCairo
import Foundation
import HeadlessSwiftUI

extension Path {
    /// Appends this path to the context's current path, in user space.
    func append(to context: OpaquePointer) {
        forEach { element in
            switch element {
            case let .move(to): cairo_move_to(context, to.x, to.y)
            case let .line(to): cairo_line_to(context, to.x, to.y)
            case let .quadCurve(to, control):
                // Cairo has only cubics: raise the quadratic's degree.
                var x0 = 0.0
                var y0 = 0.0
                cairo_get_current_point(context, &x0, &y0)
                cairo_curve_to(
                    context, x0 + 2 / 3 * (control.x - x0), y0 + 2 / 3 * (control.y - y0),
                    to.x + 2 / 3 * (control.x - to.x), to.y + 2 / 3 * (control.y - to.y), to.x, to.y)
            case let .curve(to, c1, c2): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
            case .closeSubpath: cairo_close_path(context)
            }
        }
    }
}

extension StrokeStyle {
    /// Sets Cairo's line width, cap, join, miter limit and dashes from this style.
    func apply(to context: OpaquePointer) {
        cairo_set_line_width(context, lineWidth)
        let cap: cairo_line_cap_t =
            switch lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, miterLimit)
        let dashes = dash.map { Double($0) }.filter { $0.isFinite && $0 >= 0 }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(context, dashes, Int32(dashes.count), dashPhase)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
    }
}
