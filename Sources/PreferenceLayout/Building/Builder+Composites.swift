import LayoutModel

// Composite views and user modifiers: their bodies are evaluated into records (see
// `EvaluationRecord`), which later passes evaluate again in place when their state or
// environment changed (`EngineCore+Incremental.swift`).

extension Builder {
    func visitComposite<V: View>(_ view: V) {
        let myPath = nextPath()
        guard engine.isRecording else {
            engine.statistics.bodyEvaluations += 1
            engine.bindDynamicProperties(of: view, path: myPath, builder: self)
            inScope(myPath, view.body)
            return
        }
        let record = CompositeRecord(view, context: context(path: myPath))
        adopt(record)
        evaluate(view, record)
    }

    func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        let myPath = nextPath()
        guard engine.isRecording else {
            engine.statistics.bodyEvaluations += 1
            engine.bindDynamicProperties(of: modifier, path: myPath, builder: self)
            inScope(myPath, modifier.body(content: ModifierContent(content)))
            return
        }
        let record = ModifierRecord(modifier, content: TypedContentRecord(content, context: context(path: myPath)),
                                    context: context(path: myPath))
        adopt(record)
        // Evaluated as an in-place evaluation does, from the record's own copy of the modifier.
        record.evaluateAgain(with: self)
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
    func evaluate<Modifier: ViewModifier>(_ modifier: Modifier, boundary: ModifierContent<Modifier>,
                                          _ record: EvaluationRecord) {
        evaluateBody(of: modifier, into: record) { $0.body(content: boundary) }
    }

    /// Binds `value`'s dynamic properties, counts the evaluation and builds `body(value)` into
    /// `record`, which becomes the current record meanwhile.
    private func evaluateBody<Value, Body: View>(of value: Value, into record: EvaluationRecord,
                                                 _ body: (Value) -> Body) {
        let path = record.context.path
        let saved = currentRecord
        currentRecord = record
        let start = stack.count
        record.nodeStart = engine.nodePosition
        engine.statistics.bodyEvaluations += 1
        engine.bindDynamicProperties(of: value, path: path, builder: self, record: record)
        inScope(path, body(value))
        finish(record, outputsFrom: start)
        currentRecord = saved
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
        let saved = currentRecord
        currentRecord = record
        record.nodeStart = engine.nodePosition
        let start = stack.count
        content.build(in: self)
        finish(record, outputsFrom: start)
        currentRecord = saved
    }

    private func finish(_ record: EvaluationRecord, outputsFrom start: Int) {
        record.reproducedOutputs = record.outputs.replace(with: stack, from: start)
        record.nodeEnd = engine.nodePosition
    }

    func visitElement<Content: View>(idHash: Int, _ content: Content) {
        inScope(Builder.mix(path, UInt64(bitPattern: Int64(idHash)) ^ 0xA5A5_A5A5), content)
    }
}
