import LayoutModel

// A Swift spelling of scenario trees that reads like the SwiftUI it stands for:
// `.text("User:").padding(2).sameWidth("labels", alignment: .trailing).id("user.label")`.

extension ViewSpec {
    package static func text(_ s: String) -> ViewSpec { ViewSpec(.text(s)) }
    package static func color(_ name: String) -> ViewSpec { ViewSpec(.color(name)) }
    package static var rectangle: ViewSpec { ViewSpec(.rectangle) }
    package static func roundedRectangle(cornerRadius: Double) -> ViewSpec {
        ViewSpec(.roundedRectangle(cornerRadius: cornerRadius))
    }
    package static func spacer(minLength: Double? = nil) -> ViewSpec { ViewSpec(.spacer(minLength: minLength)) }
    package static func button(_ s: String) -> ViewSpec { ViewSpec(.button(s)) }
    package static func textField(_ s: String) -> ViewSpec { ViewSpec(.textField(s)) }
    package static func hstack(
        alignment: VerticalAlignment? = nil, spacing: Double? = nil,
        _ children: [ViewSpec]
    ) -> ViewSpec {
        ViewSpec(.hstack(children, alignment: alignment, spacing: spacing))
    }
    package static func vstack(
        alignment: HorizontalAlignment? = nil, spacing: Double? = nil,
        _ children: [ViewSpec]
    ) -> ViewSpec {
        ViewSpec(.vstack(children, alignment: alignment, spacing: spacing))
    }
    package static func zstack(alignment: Alignment? = nil, _ children: [ViewSpec]) -> ViewSpec {
        ViewSpec(.zstack(children, alignment: alignment))
    }
    package static func group(_ children: [ViewSpec]) -> ViewSpec { ViewSpec(.group(children)) }
    package static func grid(
        alignment: Alignment? = nil, horizontalSpacing: Double? = nil,
        verticalSpacing: Double? = nil, _ rows: [ViewSpec]
    ) -> ViewSpec {
        ViewSpec(
            .grid(
                rows, alignment: alignment, horizontalSpacing: horizontalSpacing,
                verticalSpacing: verticalSpacing))
    }
    package static func gridRow(_ cells: [ViewSpec]) -> ViewSpec { ViewSpec(.gridRow(cells)) }
    /// `count` copies of `view`, `{i}` replaced by each copy's index.
    package static func repeated(_ count: Int, _ view: ViewSpec) -> ViewSpec {
        ViewSpec(.repeated(count: count, view: view))
    }

    /// This view with `modifier` applied outside the ones it has.
    package func modifier(_ modifier: ModifierSpec) -> ViewSpec {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    package func padding(_ length: Double = 16) -> ViewSpec { modifier(.padding(EdgeInsets(.all, length))) }
    package func padding(_ edges: Edge.Set, _ length: Double = 16) -> ViewSpec {
        modifier(.padding(EdgeInsets(edges, length)))
    }
    package func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment? = nil) -> ViewSpec {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }
    package func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment? = nil
    ) -> ViewSpec {
        modifier(
            .flexibleFrame(
                .init(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                    alignment: alignment)))
    }
    package func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewSpec {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    package func background(_ view: ViewSpec, alignment: Alignment? = nil) -> ViewSpec {
        modifier(.background(view, alignment: alignment))
    }
    package func overlay(_ view: ViewSpec, alignment: Alignment? = nil) -> ViewSpec {
        modifier(.overlay(view, alignment: alignment))
    }
    package func layoutPriority(_ p: Double) -> ViewSpec { modifier(.layoutPriority(p)) }
    package func id(_ identifier: String) -> ViewSpec { modifier(.id(identifier)) }
    package func font(_ size: Double) -> ViewSpec { modifier(.font(size: size)) }
    package func lineLimit(_ n: Int?) -> ViewSpec { modifier(.lineLimit(n)) }
    package func foregroundColor(_ name: String) -> ViewSpec { modifier(.foregroundColor(name)) }
    package func cornerRadius(_ radius: Double) -> ViewSpec { modifier(.cornerRadius(radius)) }
    package func sameWidth(_ group: String, alignment: Alignment? = nil) -> ViewSpec {
        modifier(.sameWidth(group: group, alignment: alignment))
    }
    package func sameHeight(_ group: String, alignment: Alignment? = nil) -> ViewSpec {
        modifier(.sameHeight(group: group, alignment: alignment))
    }
}
