#!/usr/bin/env bash
# Checks every module SwiftPM builds on Apple platforms against Apple's SDKs, as Xcode 26 would:
#   iOS 26.2 SDK at the deployment target iOS 18.0: the package's modules, the example app, the `airfit` CLI, the
#   SwiftUI compatibility corpus (Tests/SwiftUICorpus, which `swift test` also compiles against the headless layer) and
#   the README's and the DocC pages' examples (Tests/ReadmeExamples, Tests/DocumentationExamples); macOS 15.5 SDK (what
#   `swift build` compiles on a Mac): the package's
#   modules, the example app, the CLI and both sets of examples.
# It uses ../shared/tools/ios-typecheck (see its header; the SDK snapshot is github:seayou2468-web/maciOS, fetched
# with the search tool). The CLI's dependency, swift-argument-parser, is compiled from SwiftPM's checkout; its own
# diagnostics are not ours and are not counted. Any error or warning in our code fails the check (exit 1). Where the
# tool or the SDK snapshot is absent (as in CI) it prints SKIPPED and exits 0.
set -uo pipefail
cd "$(dirname "$0")/.."
tool=${IOS_TYPECHECK:-../shared/tools/ios-typecheck}
cache=${IOS_TYPECHECK_CACHE:-/tmp/ios-typecheck}
mirror=${APPLE_SDK_MIRROR:-}
if [[ -z $mirror ]]; then
  for dir in "$PWD" "$(dirname "$PWD")" "$(dirname "$(dirname "$PWD")")"; do
    [[ -d $dir/.mirror/seayou2468-web+maciOS/repo ]] && { mirror=$dir/.mirror/seayou2468-web+maciOS/repo; break; }
  done
fi
have_sdk() { [[ -f $cache/$1.sdk/.complete ]] || [[ -n $mirror && -d $mirror ]]; }
if [[ ! -x $tool ]]; then
  echo "SKIPPED: iOS and macOS (no $tool here)"
  exit 0
fi

links=$(mktemp -d)
trap 'rm -rf "$links"' EXIT
modules=(Sources/DesignTokens Sources/Motion Sources/TokenExport Sources/DesignAudit Sources/AirFitUI
         Sources/AirFitUIDevice Sources/AirFitUIHelpers Sources/AirFitScreens Sources/AirFitCatalog Sources/AirFitCatalogApp)
# The CLI builds on Apple platforms with its audit and tokens commands; its parser comes from SwiftPM's checkout.
parser=.build/checkouts/swift-argument-parser/Sources
cli=()
if [[ -d $parser/ArgumentParser ]]; then
  cli=("$parser/ArgumentParserToolInfo" "$parser/ArgumentParser" Sources/airfit)
else
  echo "note: $parser is absent (run \`swift build\` once): the airfit CLI is not checked" >&2
  missing_cli=1
fi

# The benchmarks executable builds on Apple platforms too; SwiftPM names its module airfit_benchmarks (a copy under
# that name: the tool names a module after its folder).
cp -R Sources/airfit-benchmarks "$links/airfit_benchmarks"
modules+=("$links/airfit_benchmarks")

# `#Preview` and `@Previewable` are Xcode's macros (module PreviewsMacros), which no Linux toolchain has: the
# headless layer's plugin stands in for them, expanding with Apple's module names (DeveloperToolsSupport, SwiftUI), so
# the example's previews and our expansion of them are both checked against the SDK (D205). The driver starts the
# frontend named by SWIFT_DRIVER_SWIFT_FRONTEND_EXEC; a wrapper adds the plugin to each compile job.
if [[ $(uname) == Linux ]]; then
  if swift build --product HeadlessSwiftUIMacros >"$links/plugin.log" 2>&1 \
       || swift build --target HeadlessSwiftUIMacros >>"$links/plugin.log" 2>&1; then
    bin=$(swift build --show-bin-path)
    plugin=$(ls "$bin"/HeadlessSwiftUIMacros-tool "$bin"/HeadlessSwiftUIMacros 2>/dev/null | head -1)
  fi
  frontend=$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-frontend
  if [[ -n ${plugin:-} && -x $frontend ]]; then
    cat >"$links/swift-frontend" <<WRAP
#!/usr/bin/env bash
if [[ \${1:-} == -frontend ]]; then exec "$frontend" "\$@" -load-plugin-executable "$plugin#PreviewsMacros"; fi
exec "$frontend" "\$@"
WRAP
    chmod +x "$links/swift-frontend"
    export SWIFT_DRIVER_SWIFT_FRONTEND_EXEC=$links/swift-frontend
  else
    echo "note: the headless macro plugin did not build ($links/plugin.log): #Preview cannot be expanded" >&2
    cat "$links/plugin.log" >&2
  fi
fi

failed=0
check() {  # check LABEL SDKNAME ARGS...
  local label=$1 sdkname=$2; shift 2
  if ! have_sdk "$sdkname"; then
    echo "SKIPPED: $label (no SDK snapshot: fetch github:seayou2468-web/maciOS with the search tool)"
    return
  fi
  local log
  log=$(mktemp)
  APPLE_SDK_MIRROR=${mirror:-$cache/none} "$tool" "$@" >"$log" 2>&1
  local status=$?
  # Diagnostics in our files only: not in SwiftPM's checkouts of dependencies.
  local ours
  ours=$(grep -E ': (error|warning): ' "$log" | grep -v '\.build/checkouts/' || true)
  local errors warnings
  errors=$(grep -c ': error: ' <<<"$ours" || true)
  warnings=$(grep -c ': warning: ' <<<"$ours" || true)
  [[ -z $ours ]] && errors=0 warnings=0
  grep -E '^ios-typecheck: [A-Za-z]+ \(' "$log" | sed 's/^ios-typecheck: /  /'
  [[ -n $ours ]] && echo "$ours"
  if (( status == 3 )); then
    echo "SKIPPED: $label (the tool found no SDK snapshot)"
    rm -f "$log"; return
  fi
  echo "$label: $errors errors, $warnings warnings"
  if (( errors > 0 || warnings > 0 )) || { (( status != 0 )) && [[ -z $(grep -E ': error: ' "$log" | grep '\.build/checkouts/') ]]; }; then
    failed=1
    (( errors == 0 && warnings == 0 )) && tail -20 "$log"
  fi
  rm -f "$log"
}

check "iOS 26.2 (arm64-apple-ios18.0)" iPhoneOS26.2 --platform ios "${modules[@]}" Tests/SwiftUICorpus Tests/ReadmeExamples Tests/DocumentationExamples Examples/ProfileScreen/Sources/ProfileScreen "${cli[@]}"
check "macOS 15.5 (arm64-apple-macos15.0)" MacOSX15.5 --platform macos "${modules[@]}" Tests/ReadmeExamples Tests/DocumentationExamples Examples/ProfileScreen/Sources/ProfileScreen "${cli[@]}"
if (( failed )); then
  echo "apple-typecheck: FAILED"
  exit 1
fi
echo "apple-typecheck: passed${missing_cli:+ (the CLI unchecked)}"
