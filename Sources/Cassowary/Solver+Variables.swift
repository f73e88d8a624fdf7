// Registering variables: a symbol per variable, found through the variable's own cache.

extension Solver {
    /// The symbol of `variable`, registering it on first sight.
    func symbol(for variable: Variable) -> Symbol {
        if variable.cacheOwner === cacheToken { return Symbol(raw: variable.cachedSymbol) }
        if !symbols.isEmpty, let known = symbols[ObjectIdentifier(variable)] { return known }
        let symbol = tableau.makeSymbol(.external)
        if variable.cacheOwner == nil {
            // Usually a variable belongs to one solver: its own cache is the lookup.
            variable.cacheOwner = cacheToken
            variable.cachedSymbol = symbol.raw
        } else {
            symbols[ObjectIdentifier(variable)] = symbol
        }
        while variableIndex.count <= symbol.id { variableIndex.append(-1) }
        variableIndex[symbol.id] = Int32(variables.count)
        variables.append(variable)
        variableSymbols.append(symbol)
        // A variable starts at 0 here, whatever another solver wrote into it.
        tableau.valueChanges.append(symbol)
        return symbol
    }

    /// The symbol of a registered variable, without registering it.
    func registeredSymbol(of variable: Variable) -> Symbol? {
        if variable.cacheOwner === cacheToken { return Symbol(raw: variable.cachedSymbol) }
        if symbols.isEmpty { return nil }
        return symbols[ObjectIdentifier(variable)]
    }

    /// Releases the caches of this solver's variables and constraints.
    func releaseCaches() {
        constraints.removeAll(token: cacheToken)
        for variable in variables where variable.cacheOwner === cacheToken { variable.cacheOwner = nil }
    }

    /// Forgets the variables registered after the first `count`.
    func unregisterVariables(downTo count: Int) {
        while variables.count > count {
            let variable = variables.removeLast()
            if variable.cacheOwner === cacheToken {
                variable.cacheOwner = nil
            } else {
                symbols[ObjectIdentifier(variable)] = nil
            }
            variableIndex[variableSymbols.removeLast().id] = -1
        }
    }
}
