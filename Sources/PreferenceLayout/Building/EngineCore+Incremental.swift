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
    /// Takes a new root value (the adapter's host around it): the host's record holds it and
    /// is evaluated again in place at the next pass, keeping the views whose inputs are
    /// unchanged. Without a recorded evaluation, or with inputs the last one found unusable
    /// (reported once, by the evaluation that finds them), the next pass evaluates all.
    func replaceRoot<Host: View>(with host: Host) {
        guard lastRoot != nil, inputIssues.diagnostics.isEmpty, topRecords.count == 1,
            let record = topRecords[0] as? CompositeRecord<Host>
        else {
            lastRoot = nil
            return
        }
        record.view = host
        // The new value's dynamic properties are its own boxes, bound to the same storage.
        record.dynamicBoxes = nil
        record.inputChanged = true
        changes.recordsChanged = true
    }

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
        // Each record with the environment it sees now (nil: the one it saw).
        var pending: [(EvaluationRecord, EnvironmentValues?)] = walk ? topRecords.map { ($0, nil) } : []
        var memo: ReadComparison?
        // Records usually move from one shared environment to another shared one: the change
        // between them, and each environment below patched by it, are computed once.
        var lastChange: (old: EnvironmentValues, new: EnvironmentValues, change: EnvironmentValues.Change)?
        var last: (seen: EnvironmentValues, patched: EnvironmentValues?)?
        while !inPlaceFailed, let (record, seen) = pending.popLast() {
            let environment = seen
            if record.kind == .composite && record.isDirty(in: environment, memo: &memo) {
                evaluateAgain(record, in: environment, &pending)
            } else if let environment {
                if lastChange == nil || !lastChange!.old.sharesStorage(with: record.context.environment)
                    || !lastChange!.new.sharesStorage(with: environment)
                {
                    let change = EnvironmentValues.change(from: record.context.environment, to: environment)
                    lastChange = (record.context.environment, environment, change)
                    last = nil
                }
                let change = lastChange!.change
                record.context.environment = environment
                for reader in record.geometryReaders { reader.patchEnvironment(change) }
                for child in record.children {
                    guard !change.isEmpty else {
                        pending.append((child, nil))
                        continue
                    }
                    // Siblings usually saw one environment: patched once for all of them.
                    if let last, last.seen.isIdentical(to: child.context.environment) {
                        pending.append((child, last.patched))
                    } else {
                        let patched = child.context.environment.applying(change)
                        last = (child.context.environment, patched)
                        pending.append((child, patched))
                    }
                }
            } else {
                for child in record.children { pending.append((child, nil)) }
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
    /// where it now sees `environment` (nil: the one it saw).
    private func evaluateAgain(
        _ record: EvaluationRecord, in environment: EnvironmentValues?,
        _ pending: inout [(EvaluationRecord, EnvironmentValues?)]
    ) {
        if let environment { record.context.environment = environment }
        let builder = inPlaceBuilder ?? Builder(engine: self, environment: record.context.environment)
        inPlaceBuilder = builder
        let end = record.nodeEnd
        // What enclosing modifiers set on the outputs since: those are not evaluated again, so
        // the fields are taken off and put back afterwards.
        let finalFields = record.outputs.takeFields()
        builder.restore(for: record)
        record.clearForEvaluation()
        evaluationNodes.cursor = record.nodeStart
        record.evaluateAgain(with: builder)
        guard !inPlaceFailed, record.nodeEnd == end, record.reproducedOutputs else {
            inPlaceFailed = true
            builder.reusedContents.removeAll(keepingCapacity: true)
            // The fields taken stay off the nodes: the full evaluation that follows clears
            // and sets them on every node it makes again, and drops the others.
            return
        }
        record.outputs.restoreFields(finalFields)
        for (content, seen) in builder.reusedContents {
            // A reused content still seeing its recorded environment is walked with nil.
            pending.append((content, seen.sharesStorage(with: content.context.environment) ? nil : seen))
        }
        builder.reusedContents.removeAll(keepingCapacity: true)
    }

    /// Invalidates the ancestors of the nodes changed in place (they were not recreated).
    ///
    /// - Complexity: O(changed nodes + their ancestors), each ancestor walked once.
    private func invalidateAncestorsOfChangedNodes() {
        let generation = self.generation
        for changed in changedInPlace {
            var next = changed.parent
            while let ancestor = next, ancestor.walkedGeneration != generation {
                ancestor.walkedGeneration = generation
                if ancestor.changedGeneration != generation {
                    ancestor.invalidate()
                    ancestor.changedGeneration = generation
                }
                next = ancestor.parent
            }
        }
        changedInPlace.removeAll(keepingCapacity: true)
    }
}
