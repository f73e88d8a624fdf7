import LayoutModel

// Composite views and user modifiers: their bodies are evaluated into records (see
// `EvaluationRecord`), which later passes evaluate again in place when their state or
// environment changed (`EngineCore+Incremental.swift`).
//
// A body evaluated again in place makes its children's values again. As in SwiftUI, a child
// whose inputs are unchanged is not evaluated again: a composite whose new value equals the
// last one (an `Equatable` view), or a user modifier equal to the last one, whose content is
// built again in place from the new content value. The walk that follows evaluates such a
// child again only if its state or an environment value it reads changed.

extension Builder {
    func visitComposite<V: View>(_ view: V) {
        let myPath = nextPath()
        guard engine.isRecording else {
            engine.statistics.bodyEvaluations += 1
            engine.bindDynamicProperties(of: view, path: myPath, builder: self)
            let saved = engine.evaluationContext.enter(environment: environment, record: nil)
            inScope(myPath, view.body)
            engine.evaluationContext.leave(saved)
            return
        }
        let old = engine.mode == .inPlace ? takePreviousRecord(path: myPath, as: CompositeRecord<V>.self) : nil
        if let old, viewValuesEqual(old.view, view), keep(old, buildingAgain: nil) { return }
        let record = CompositeRecord(view, context: context(path: myPath))
        // Evaluated with its new value; the views its body makes are matched with the last ones.
        if let old { record.previousChildren = old.children }
        adopt(record)
        evaluate(view, record)
    }

    func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        let myPath = nextPath()
        guard engine.isRecording else {
            engine.statistics.bodyEvaluations += 1
            engine.bindDynamicProperties(of: modifier, path: myPath, builder: self)
            let saved = engine.evaluationContext.enter(environment: environment, record: nil)
            inScope(myPath, modifier.body(content: ModifierContent(content)))
            engine.evaluationContext.leave(saved)
            return
        }
        let old = engine.mode == .inPlace ? takePreviousRecord(path: myPath, as: ModifierRecord<Modifier>.self) : nil
        if let old, let oldContent = old.content as? TypedContentRecord<Content>, oldContent.isRecorded,
            viewValuesEqual(old.modifier, modifier)
        {
            oldContent.view = content
            if keep(old, buildingAgain: oldContent) { return }
        }
        let record = ModifierRecord(
            modifier, content: TypedContentRecord(content, context: context(path: myPath)),
            context: context(path: myPath))
        if let old {
            record.previousChildren = old.children
            record.content.previousChildren = old.content.children
        }
        adopt(record)
        // Evaluated as an in-place evaluation does, from the record's own copy of the modifier.
        record.evaluateAgain(with: self)
    }

    /// In place: the record the body being evaluated again made last time at `path`, if it
    /// is of type `T`; records up to it are passed over.
    func takePreviousRecord<T: EvaluationRecord>(path: UInt64, as type: T.Type) -> T? {
        var i = previousIndex
        while i < previousRecords.count {
            let candidate = previousRecords[i]
            i += 1
            guard candidate.context.path == path else { continue }
            previousIndex = i
            return candidate as? T
        }
        return nil
    }

    /// In place: keeps `record`'s nodes as they are (its body is not evaluated), building
    /// `content` again in place first (a modifier's content: its new value may differ). The
    /// walk after the evaluation evaluates the record again if its state or an environment
    /// value it reads changed.
    ///
    /// - Returns: false, changing nothing, when the record cannot be kept here (its nodes are
    ///   not the next ones, or it saw another font, line limit or place): it is evaluated.
    private func keep(_ record: EvaluationRecord, buildingAgain content: ContentRecord?) -> Bool {
        let seen = record.context
        guard engine.nodePosition == record.nodeStart, seen.font == font, seen.lineLimit == lineLimit,
            seen.depth == depth, seen.nearestIdentifier == nearestIdentifier,
            seen.implicitRoot.map({ $0.tag }) == implicitRoot.map({ $0.tag })
        else { return false }
        if let content { buildAgainInPlace(content, of: record) }
        engine.evaluationNodes.cursor = record.nodeEnd
        record.emitOutputs(into: &stack)
        record.outputs.markKept()
        currentRecord?.children.append(record)
        reusedContents.append((record, environment))
        return true
    }

    /// Builds a kept modifier's content again in place, in the context it was built in (its
    /// environment patched by what changed around the modifier), with the fields the
    /// modifier's body set on its nodes kept.
    private func buildAgainInPlace(_ content: ContentRecord, of record: EvaluationRecord) {
        let saved = (
            path, counter, environment, font, lineLimit, depth, implicitRoot, nearestIdentifier,
            currentRecord, previousRecords, previousIndex
        )
        if !environment.sharesStorage(with: record.context.environment) {
            let change = EnvironmentValues.change(from: record.context.environment, to: environment)
            if let patched = content.context.environment.applying(change) { content.context.environment = patched }
        }
        let c = content.context
        (path, environment, font, lineLimit, depth, implicitRoot, nearestIdentifier) =
            (c.path, c.environment, c.font, c.lineLimit, c.depth, c.implicitRoot, c.nearestIdentifier)
        counter = content.counter
        let fields = content.outputs.takeFields()
        let end = content.nodeEnd
        engine.evaluationNodes.cursor = content.nodeStart
        content.clearForEvaluation()
        let start = stack.count
        build(content, recordedIn: content)
        stack.removeSubrange(start...)
        if content.nodeEnd != end || !content.reproducedOutputs { engine.inPlaceFailed = true }
        content.outputs.restoreFields(fields)
        (
            path, counter, environment, font, lineLimit, depth, implicitRoot, nearestIdentifier,
            currentRecord, previousRecords, previousIndex
        ) = saved
    }

    /// Makes `record` a child of the record being built (or an outermost one).
    private func adopt(_ record: EvaluationRecord) {
        if let currentRecord {
            currentRecord.children.append(record)
        } else if engine.mode == .full {
            engine.topRecords.append(record)
        }
    }

    /// Evaluates a composite's body into `record` (also how a record is evaluated again).
    func evaluate<V: View>(_ view: V, _ record: EvaluationRecord) {
        evaluateBody(of: view, into: record) { $0.body }
    }

    /// Evaluates a user modifier's body into `record`; its content becomes a boundary that an
    /// in-place evaluation reuses.
    func evaluate<Modifier: ViewModifier>(
        _ modifier: Modifier, boundary: ModifierContent<Modifier>,
        _ record: EvaluationRecord
    ) {
        evaluateBody(of: modifier, into: record) { $0.body(content: boundary) }
    }

    /// Binds `value`'s dynamic properties, counts the evaluation and builds `body(value)` into
    /// `record`, which becomes the current record meanwhile.
    private func evaluateBody<Value, Body: View>(
        of value: Value, into record: EvaluationRecord,
        _ body: (Value) -> Body
    ) {
        let path = record.context.path
        let saved = (currentRecord, previousRecords, previousIndex)
        currentRecord = record
        previousRecords = record.previousChildren
        previousIndex = 0
        let start = stack.count
        record.nodeStart = engine.nodePosition
        if !(Value.self is any EngineAdapterView.Type) { engine.statistics.bodyEvaluations += 1 }
        engine.bindDynamicProperties(of: value, path: path, builder: self, record: record)
        let scope = engine.evaluationContext.enter(environment: environment, record: record)
        inScope(path, body(value))
        engine.evaluationContext.leave(scope)
        finish(record, outputsFrom: start)
        record.previousChildren.removeAll()
        (currentRecord, previousRecords, previousIndex) = saved
    }

    /// A user modifier's content: recorded, or, when its modifier is evaluated again in place,
    /// the previous nodes as they are (what changed inside is found afterwards).
    func visitContent(_ content: ContentRecord) {
        guard let current = currentRecord, content.owner == ObjectIdentifier(current) else {
            visitUnownedContent(content)
            return
        }
        if content.isReusable {
            content.isReusable = false
            guard engine.nodePosition == content.nodeStart else {
                engine.inPlaceFailed = true
                return
            }
            engine.evaluationNodes.cursor = content.nodeEnd
            content.emitOutputs(into: &stack)
            if content.children.isEmpty && content.geometryReaders.isEmpty {
                // Nothing below it can change (a modifier around a plain view): what the walk
                // would do with it, keeping its record of the environment current, is done
                // here. (Should the attempt fail, the full evaluation makes new records.)
                content.context.environment = environment
            } else {
                reusedContents.append((content, environment))
            }
            current.children.append(content)
            return
        }
        guard !content.isRecorded else {
            // Visited again in the same body: recorded on its own.
            visitUnownedContent(content)
            return
        }
        content.isRecorded = true
        content.context = context(path: path)
        content.counter = counter
        current.children.append(content)
        build(content, recordedIn: content)
    }

    /// Records a content visited outside the first visit in its modifier's body in a record of
    /// its own.
    private func visitUnownedContent(_ content: ContentRecord) {
        let record = EvaluationRecord(kind: .content, context: context(path: path))
        adopt(record)
        build(content, recordedIn: record)
    }

    /// Builds `content` with `record` current, which records the nodes it makes.
    private func build(_ content: ContentRecord, recordedIn record: EvaluationRecord) {
        let saved = (currentRecord, previousRecords, previousIndex)
        currentRecord = record
        previousRecords = record.previousChildren
        previousIndex = 0
        record.nodeStart = engine.nodePosition
        let start = stack.count
        content.build(in: self)
        finish(record, outputsFrom: start)
        record.previousChildren.removeAll()
        (currentRecord, previousRecords, previousIndex) = saved
    }

    private func finish(_ record: EvaluationRecord, outputsFrom start: Int) {
        record.reproducedOutputs = record.outputs.replace(with: stack, from: start)
        record.nodeEnd = engine.nodePosition
    }

    func visitElement<Content: View>(idHash: Int, _ content: Content) {
        inScope(Builder.mix(path, UInt64(bitPattern: Int64(idHash)) ^ 0xA5A5_A5A5), content)
    }
}
