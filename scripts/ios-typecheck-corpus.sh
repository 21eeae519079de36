#!/usr/bin/env bash
# Typechecks the components (AirFitUI) and the SwiftUI compatibility corpus against Apple's iOS 17.4 SDK interface with
# ../shared/tools/ios-typecheck. `swift test` compiles the same files against HeadlessSwiftUI: a
# snippet that passes one and not the other is a fidelity bug. Prints SKIPPED where the SDK
# snapshot (github:danpashin/sdks) or the tool is absent, as in CI.
set -uo pipefail
cd "$(dirname "$0")/.."
tool=../shared/tools/ios-typecheck
mirror=${IOS_SDK_MIRROR:-/work/.mirror/danpashin+sdks/repo}
cache=${IOS_TYPECHECK_CACHE:-/tmp/ios-typecheck}
if [[ ! -x $tool ]] || { [[ ! -d $mirror ]] && [[ ! -f $cache/iPhoneOS17.4.sdk/.complete ]]; }; then
  echo "SKIPPED: no iOS SDK snapshot here (fetch github:danpashin/sdks to run this check)"
  exit 0
fi
"$tool" Sources/DesignTokens Sources/Motion Sources/AirFitUI Sources/AirFitUIDevice Sources/AirFitScreens Sources/AirFitCatalogApp Tests/SwiftUICorpus
