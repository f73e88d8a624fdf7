#!/usr/bin/env bash
# Builds the documentation of the library products as one static website, with the
# toolchain's own DocC (no package plugin): a catalog per module (Sources/MODULE/MODULE.docc)
# plus the symbols of its public API. Fails on any DocC warning (a broken link, a parameter
# the doc comment misnames), so what is published has none.
#
#   scripts/build-docs.sh [OUTPUT]     # default .build/documentation-site
#
# The site needs a web server (DocC pages load their content with JavaScript), e.g.
#   python3 -m http.server --directory .build/documentation-site 8000
# then open http://localhost:8000/documentation/ (each module at /documentation/MODULE/).
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/documentation-site}"
work=.build/documentation-work

# The documented modules, each a section of the site.
# To document another library product, add its module here,
# give it a catalog at Sources/MODULE/MODULE.docc, and build it below.
modules=(Cassowary LayoutModel PreferenceLayout ConstraintLayout PlaygroundSupport SwiftUIConstraints)

toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
docc="${DOCC:-$toolchain/docc}"
extract="${SYMBOLGRAPH_EXTRACT:-$toolchain/swift-symbolgraph-extract}"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

# The modules' interfaces, from an ordinary debug build.
for module in "${modules[@]}"; do
    swift build --target "$module"
done
modules_dir="$(swift build --show-bin-path)/Modules"
[ -d "$modules_dir" ] || modules_dir="$(swift build --show-bin-path)"
# The C targets the modules import (CStackBounds), by the module maps SwiftPM writes for them.
c_modules=()
for map in "$(swift build --show-bin-path)"/*.build/module.modulemap; do
    [ -f "$map" ] && c_modules+=(-I "$(dirname "$map")")
done

rm -rf "$work" "$output"
mkdir -p "$work"
archives=()
for module in "${modules[@]}"; do
    # Only the module's own public symbols: a module's re-exports (PreferenceLayout re-exports
    # LayoutModel and Foundation) are documented where they are declared.
    mkdir -p "$work/symbols/$module"
    "$extract" -module-name "$module" -target "$triple" "${sdk[@]}" -I "$modules_dir" "${c_modules[@]}" \
        -minimum-access-level public -skip-inherited-docs -emit-extension-block-symbols \
        -output-dir "$work/symbols/$module"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/symbols/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.constraintlayoutkit.$module" \
        --output-path "$work/$module.doccarchive" \
        --transform-for-static-hosting \
        --enable-experimental-external-link-support \
        --warnings-as-errors
    archives+=("$work/$module.doccarchive")
done

# One site with a landing page that lists the modules.
"$docc" merge "${archives[@]}" \
    --synthesized-landing-page-name ConstraintLayoutKit \
    --synthesized-landing-page-kind Package \
    --output-path "$output"
echo "documentation: $output (serve it, then open /documentation/)"
