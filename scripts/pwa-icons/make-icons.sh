#!/usr/bin/env bash
# Renders the app icons in apps/web/public/icons from apps/web/public/favicon.svg with headless
# Chromium (decision 0043): "any" icons at 192 and 512 px, a maskable one whose mark stays in the
# safe zone, and the 180 px apple-touch-icon. Run again after changing the favicon.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
web="$here/../../apps/web/public"
out="$web/icons"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
svg="$(cat "$web/favicon.svg")"

render() { # name size padding-percent background
  local name=$1 size=$2 pad=$3 bg=$4
  cat >"$work/$name.html" <<HTML
<!doctype html><html><body style="margin:0;background:$bg;width:${size}px;height:${size}px;display:grid;place-items:center">
<div style="width:$((100 - 2 * pad))%;height:$((100 - 2 * pad))%">${svg/<svg /<svg width=\"100%\" height=\"100%\" }</div></body></html>
HTML
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --window-size="$size,$size" --screenshot="$out/$name.png" "file://$work/$name.html" 2>/dev/null
}

render icon-192 192 0 transparent
render icon-512 512 0 transparent
render icon-maskable-512 512 10 '#1f6f4a'
render apple-touch-icon 180 0 '#1f6f4a'
ls -l "$out"
