import LayoutModel

// Incremental evaluation. After a full evaluation every composite view has a record (its
// stored value, context, the nodes it made). A later pass walks the records: a view whose
// @State changed, or that reads an environment value that changed, is evaluated again from
// its stored value; the rest keep their nodes. A user modifier evaluated again reuses its
// content's nodes as they are, and the walk continues inside that content with the
// environment the modifier now hands down.
//
// Evaluating again in place must recreate exactly the nodes the view made before (same
// paths, kinds and order, as reconciliation matches them); otherwise the attempt is dropped
// and the pass evaluates everything. Sizes: nodes whose inputs changed were invalidated when
// recreated; `invalidateAncestorsOfChangedNodes` then walks up from them through parent links.

extension EngineCore {
    /// Evaluates again only what changed since the last evaluation.
    ///
    /// - Returns: the root node, or nil when the last evaluation cannot be reused (nothing
    ///   recorded, or a view made other nodes than before); the caller then evaluates all.
    /// - Complexity: O(records + nodes) plus the bodies evaluated again.
    func evaluateIncrementally() -> Node? {
        guard let root = lastRoot, !topRecords.isEmpty else { return nil }
        generation &+= 1
        mode = .inPlace
        inPlaceFailed = false
        changedInPlace.removeAll(keepingCapacity: true)
        let evaluationsBefore = statistics.bodyEvaluations
        // Records are evaluated again only for a state change, and environments change only
        // below those: with no record marked, the walk would visit every record for nothing
        // (a resize). Cleared first, so a change made during the walk is seen next time.
        let walk = changes.recordsChanged
        changes.recordsChanged = false
        // Records unretained: each is held by its parent's record (or `topRecords`), whose
        // children change only when the parent is evaluated again, which happens before they
        // are added here and never after.
        var pending: [(Unmanaged<EvaluationRecord>, EnvironmentValues?)] =
            walk ? topRecords.map { (.passUnretained($0), nil) } : []
        var memo: ReadComparison?
        // Records usually move from one shared environment to another shared one: the change
        // between them, and each environment below patched by it, are computed once.
        var lastChange: (old: EnvironmentValues, new: EnvironmentValues, change: EnvironmentValues.Change)?
        var last: (seen: EnvironmentValues, patched: EnvironmentValues?)?
        while !inPlaceFailed, case (let next, var environment)? = pending.popLast() {
            next._withUnsafeGuaranteedRef { record in
                // The walk takes records from the end: ask for the one two steps ahead.
                if pending.count >= Prefetch.distance {
                    let ahead = pending.count - Prefetch.distance
                    pending.withUnsafeBufferPointer {
                        Prefetch.built(from: Prefetch.address(at: ahead, in: $0),
                                       before: Prefetch.address(at: ahead + 1, in: $0))
                    }
                }
                if record.kind == .composite && record.isDirty(in: &environment, memo: &memo) {
                    evaluateAgain(record, in: &environment, &pending)
                } else if environment != nil {
                    // Compared in place: copying the memo would retain and release its parts. The
                    // change is used where it is kept, not copied out.
                    if lastChange == nil || lastChange!.old.storageAddress != record.context.environment.storageAddress
                        || lastChange!.new.storageAddress != environment!.storageAddress {
                        let change = EnvironmentValues.change(from: record.context.environment, to: environment!)
                        lastChange = (record.context.environment, environment!, change)
                        last = nil
                    }
                    // Moved in: the walk is done with it.
                    record.context.environment = environment.take().unsafelyUnwrapped
                    // The lists are visited where they are (a copy retains them and each element).
                    record.geometryReaders.forEachInPlace { $0.patchEnvironment(lastChange!.change) }
                    record.children.forEachInPlace { child in
                        guard !lastChange!.change.isEmpty else {
                            pending.append((.passUnretained(child), nil))
                            return
                        }
                        // Compared where it is: the usual case (the same environment as the last
                        // sibling) then copies nothing.
                        if last != nil, last!.seen.storageAddress == child.context.environment.storageAddress
                            || last!.seen.isIdentical(to: child.context.environment) {
                            pending.append((.passUnretained(child), last!.patched))
                        } else {
                            let seen = child.context.environment
                            let patched = seen.applying(lastChange!.change)
                            last = (seen, patched)
                            pending.append((.passUnretained(child), patched))
                        }
                    }
                } else {
                    record.children.forEachInPlace { pending.append((.passUnretained($0), nil)) }
                }
            }
        }
        mode = .full
        guard !inPlaceFailed, !depthExceeded else {
            // Nodes already changed in place compare equal to what the full evaluation makes
            // now; their ancestors must not keep sizes computed from their old inputs.
            invalidateAncestorsOfChangedNodes()
            statistics.bodyEvaluations = evaluationsBefore
            depthExceeded = false
            topRecords = []
            lastRoot = nil
            return nil
        }
        invalidateAncestorsOfChangedNodes()
        return root
    }

    /// Evaluates `record`'s view again from its stored value, reproducing its nodes in place,
    /// where it now sees `environment` (nil: the one it saw), which moves into the record.
    private func evaluateAgain(_ record: EvaluationRecord, in environment: inout EnvironmentValues?,
                               _ pending: inout [(Unmanaged<EvaluationRecord>, EnvironmentValues?)]) {
        if inPlaceBuilder == nil {
            inPlaceBuilder = Builder(engine: self, environment: environment ?? record.context.environment)
        }
        if environment != nil { record.context.environment = environment.take().unsafelyUnwrapped }
        // Not owning: the engine keeps it (a local reference retains and releases it around
        // each use).
        let builder = withUnsafeBytes(of: &inPlaceBuilder) { $0.load(as: Unmanaged<Builder>.self) }
        builder._withUnsafeGuaranteedRef { evaluateAgain(record, with: $0, &pending) }
    }

    /// `evaluateAgain(_:in:_:)` once the record sees its environment, with the builder.
    @inline(__always)
    private func evaluateAgain(_ record: EvaluationRecord, with builder: Builder,
                               _ pending: inout [(Unmanaged<EvaluationRecord>, EnvironmentValues?)]) {
        let end = record.nodeEnd
        // What enclosing modifiers set on the outputs since: those are not evaluated again, so
        // the fields are moved off and put back afterwards.
        var finalFields = record.outputs.takeFields()
        builder.restore(for: record)
        record.clearForEvaluation()
        evaluationNodes.cursor = record.nodeStart
        record.evaluateAgain(with: builder)
        record.endEvaluation()
        if isFirstTopRecord(record) { statistics.bodyEvaluations -= 1 }  // the adapter's host
        guard !inPlaceFailed, record.nodeEnd == end, record.reproducedOutputs else {
            inPlaceFailed = true
            builder.reusedContents.removeAll(keepingCapacity: true)
            // The fields taken stay off the nodes: the full evaluation that follows clears
            // and sets them on every node it makes again, and drops the others.
            return
        }
        record.outputs.restoreFields(&finalFields)
        switch builder.reusedContents.count {
        case 0:
            return
        case 1:
            // A user modifier has one content: taken off without a general removal.
            let (content, seen) = builder.reusedContents.removeLast()
            EngineCore.walkReused(content, seen, &pending)
        default:
            for (content, seen) in builder.reusedContents {
                EngineCore.walkReused(content, seen, &pending)
            }
            builder.reusedContents.removeAll(keepingCapacity: true)
        }
    }

    /// Whether `record` is the first of `topRecords` (the adapter's host), compared by address
    /// in place: `topRecords.first` retains and releases the record.
    @inline(__always)
    private func isFirstTopRecord(_ record: EvaluationRecord) -> Bool {
        topRecords.withUnsafeBufferPointer { records in
            !records.isEmpty && Unmanaged.passUnretained(records[0]).toOpaque()
                == Unmanaged.passUnretained(record).toOpaque()
        }
    }

    /// Has the walk visit a reused content record, which now sees `seen` (one with no
    /// composites and no geometry readers below was brought up to date where it was reused,
    /// in `Builder.visitContent`).
    @inline(__always)
    private static func walkReused(_ content: EvaluationRecord, _ seen: EnvironmentValues,
                                   _ pending: inout [(Unmanaged<EvaluationRecord>, EnvironmentValues?)]) {
        pending.append((.passUnretained(content), EngineCore.environmentToPatch(content, seen)))
    }

    /// What a reused content record is walked with: nil when it still sees its recorded
    /// environment. Compared by storage only: values equal in another storage cost one
    /// memoised change computation in the walk, less than comparing them key by key here.
    @inline(__always)
    private static func environmentToPatch(_ content: EvaluationRecord,
                                           _ seen: EnvironmentValues) -> EnvironmentValues? {
        seen.sharesStorage(with: content.context.environment) ? nil : seen
    }

    /// Invalidates the ancestors of the nodes changed in place (they were not recreated).
    ///
    /// - Complexity: O(changed nodes + their ancestors), each ancestor walked once.
    private func invalidateAncestorsOfChangedNodes() {
        guard !changedInPlace.isEmpty else { return }
        let generation = self.generation
        changedInPlace.withUnsafeBufferPointer { changedNodes in
            let changed = changedNodes.baseAddress.unsafelyUnwrapped
            let count = changedNodes.count
            for i in 0..<count {
                // Asked ahead in three steps, each reading what the one before asked for: the
                // changed node, its parent, and the parent's stack entries (which
                // `invalidate` writes).
                if i + 2 * Prefetch.distance < count {
                    changed[i + 2 * Prefetch.distance]._withUnsafeGuaranteedRef { Prefetch.object($0) }
                }
                if i + Prefetch.distance < count,
                   let parent = changed[i + Prefetch.distance]._withUnsafeGuaranteedRef({ $0.parentLink }) {
                    parent._withUnsafeGuaranteedRef { Prefetch.object($0) }
                }
                if i + 1 < count, let parent = changed[i + 1]._withUnsafeGuaranteedRef({ $0.parentLink }),
                   let entries = parent._withUnsafeGuaranteedRef({ $0.stackEntriesAddress }) {
                    Prefetch.memory(at: entries, bytes: 64)
                }
                var next = changed[i]._withUnsafeGuaranteedRef { $0.parentLink }
                while let link = next {
                    next = link._withUnsafeGuaranteedRef { ancestor in
                        if ancestor.walkedGeneration == generation { return nil }
                        ancestor.walkedGeneration = generation
                        if ancestor.changedGeneration != generation {
                            ancestor.invalidate()
                            ancestor.changedGeneration = generation
                        }
                        return ancestor.parentLink
                    }
                }
            }
        }
        changedInPlace.removeAll(keepingCapacity: true)
    }
}
