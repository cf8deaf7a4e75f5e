#!/usr/bin/env bash
# Generates the demo academy's media into apps/api/demo-media/ (served at signed /demo-media/<file> addresses):
# PDF handouts and video slides rendered from the HTML in sources/, and Indonesian narration spoken by
# espeak-ng from sources/narration/*.txt (a blank line separates the parts spoken over each video slide).
# The narration only explains the lessons: it never recites the Qur'an or chants verses.
#
# The generated files are committed, so running the app needs none of these tools. To regenerate, on
# Debian/Ubuntu install:
#   apt-get install chromium ffmpeg espeak-ng sox poppler-utils fonts-hosny-amiri fonts-dejavu-core
# (chromium renders the HTML and shapes Arabic with Amiri; ffmpeg needs libx264, libmp3lame and aac;
# sox measures and pads the narration; poppler-utils' pdfinfo checks the PDFs).
#
# Usage: scripts/demo-media/make-demo-media.sh [name ...]   (no names: every file in the tables below)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
sources=$here/sources
out=$root/apps/api/demo-media
chromium_bin=${CHROMIUM:-/usr/bin/chromium}
voice=id
speed=150

# name | title written into the file's metadata. The seed (apps/api/src/demo/demo-academy.ts) names
# these files; its course minutes are these durations rounded up.
videos=(
  'ajurrumiyyah-01|Matan al-Ajurrumiyyah 1: kalam dan pembagiannya (ringkasan video)'
  'arbain-01|Hadits Arbain Nawawi 1: amal tergantung niat (ringkasan video)'
  'arbain-04|Hadits Arbain Nawawi 4: tahapan penciptaan (ringkasan video)'
  'tuhfah-02|Tuhfatul Athfal 2: izhar halqi (penjelasan video)'
  'sakinah-02|Membangun Keluarga Sakinah 2: hak suami dan istri (ringkasan video)'
)
audios=(
  'ajurrumiyyah-03|Matan al-Ajurrumiyyah 3: tanda fi‘il dan huruf (penjelasan audio)'
  'arbain-02|Hadits Arbain Nawawi 2: Islam, iman dan ihsan (penjelasan audio)'
  'tuhfah-01|Tuhfatul Athfal 1: bait-bait pembuka (penjelasan audio)'
  'fatihah-01|Tahsin al-Fatihah ayat 1–4 (penjelasan audio)'
)
# PDFs take their title from their HTML's <title>.
pdfs=(ajurrumiyyah-latihan-01 arbain-03-ringkasan amtsilah-tabel)
academy='Akademi Ilmu Syar’i'

for tool in "$chromium_bin" ffmpeg ffprobe espeak-ng sox soxi pdfinfo; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool (see the header of $0)" >&2; exit 1; }
done
[[ $(espeak-ng --voices="$voice") == *" $voice "* ]] || { echo "espeak-ng has no '$voice' voice" >&2; exit 1; }
[[ $(fc-list : family) == *Amiri* ]] || { echo 'the Amiri font is missing (fonts-hosny-amiri)' >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# Whether to make <name>: every file when no names were given, else only the named ones.
wanted() {
  local arg
  [[ ${#selected[@]} -eq 0 ]] && return 0
  for arg in "${selected[@]}"; do [[ $arg == "$1" ]] && return 0; done
  return 1
}

# Headless Chromium with a throw-away profile; its console chatter goes to a log shown on failure.
chromium() {
  if ! "$chromium_bin" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --no-first-run --hide-scrollbars --user-data-dir="$work/profile" "$@" >"$work/chromium.log" 2>&1; then
    cat "$work/chromium.log" >&2
    return 1
  fi
}

seconds() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

# Fails unless the file's duration lies within [min, max] seconds.
check_duration() {
  local file=$1 min=$2 max=$3 duration
  duration=$(seconds "$file")
  awk -v d="$duration" -v lo="$min" -v hi="$max" 'BEGIN { exit !(d >= lo && d <= hi) }' ||
    { echo "$(basename "$file") lasts ${duration}s, outside ${min}–${max}s: shorten or lengthen its narration" >&2; exit 1; }
}

# speak <text file> <wav>: the narration in the Indonesian voice.
speak() { espeak-ng -v "$voice" -s "$speed" -w "$2" -f "$1"; }

make_pdf() {
  local name=$1 pages
  chromium --no-pdf-header-footer --print-to-pdf="$work/$name.pdf" "file://$sources/pdf/$name.html"
  pages=$(pdfinfo "$work/$name.pdf" | awk '/^Pages:/ { print $2 }')
  [[ $pages -ge 1 && $pages -le 2 ]] || { echo "$name.pdf has $pages pages, expected 1–2" >&2; exit 1; }
  mv "$work/$name.pdf" "$out/$name.pdf"
}

make_audio() {
  local name=$1 title=$2
  speak "$sources/narration/$name.txt" "$work/$name.wav"
  sox "$work/$name.wav" "$work/$name-padded.wav" pad 0.4 0.8
  ffmpeg -v error -y -i "$work/$name-padded.wav" -map_metadata -1 -fflags +bitexact \
    -ac 1 -ar 22050 -c:a libmp3lame -b:a 40k -id3v2_version 3 \
    -metadata title="$title" -metadata artist="$academy" -metadata album="$academy — demo" \
    -metadata comment='Penjelasan dengan suara sintetis (espeak-ng)' "$out/$name.mp3"
  check_duration "$out/$name.mp3" 20 60
}

# Three slides (#s1 title, #s2 Arabic text and meaning, #s3 closing), each shown while its part of
# the narration is spoken.
make_video() {
  local name=$1 title=$2 list=$work/$name.concat parts=() i duration
  awk -v RS= -v dir="$work" -v name="$name" '{ print > (dir "/" name "-part" NR ".txt") } END { print NR }' \
    "$sources/narration/$name.txt" >"$work/$name.count"
  [[ $(cat "$work/$name.count") -eq 3 ]] || { echo "$name.txt needs 3 paragraphs, one per slide" >&2; exit 1; }
  : >"$list"
  for i in 1 2 3; do
    chromium --screenshot="$work/$name-s$i.png" --window-size=1280,720 "file://$sources/slides/$name.html#s$i"
    speak "$work/$name-part$i.txt" "$work/$name-part$i.wav"
    sox "$work/$name-part$i.wav" "$work/$name-voice$i.wav" pad 0.5 0.9
    parts+=("$work/$name-voice$i.wav")
    duration=$(soxi -D "$work/$name-voice$i.wav")
    printf "file '%s'\nduration %s\n" "$work/$name-s$i.png" "$duration" >>"$list"
  done
  # The concat demuxer takes the last image's duration only when the image is listed once more.
  printf "file '%s'\n" "$work/$name-s3.png" >>"$list"
  sox "${parts[@]}" "$work/$name-voice.wav"
  duration=$(soxi -D "$work/$name-voice.wav")
  ffmpeg -v error -y -f concat -safe 0 -i "$list" -i "$work/$name-voice.wav" -map_metadata -1 \
    -map 0:v -map 1:a -t "$duration" -vf 'fps=5,format=yuv420p' \
    -c:v libx264 -profile:v main -preset veryslow -tune stillimage -crf 30 -g 50 -keyint_min 50 \
    -c:a aac -b:a 48k -ac 1 -ar 22050 -movflags +faststart -fflags +bitexact \
    -metadata title="$title" -metadata artist="$academy" \
    -metadata comment='Slide dan narasi suara sintetis (espeak-ng)' "$out/$name.mp4"
  check_duration "$out/$name.mp4" 30 60
}

# run_table <table> <extension>: makes each wanted row of the table and prints its size and duration.
run_table() {
  local kind=$1 ext=$2
  local -n table=$kind
  local row name title
  for row in "${table[@]}"; do
    name=${row%%|*}
    title=${row#*|}
    wanted "$name" || continue
    "make_${kind%s}" "$name" "$title"
    printf '%-28s %8s bytes %7ss\n' "$name.$ext" "$(stat -c %s "$out/$name.$ext")" \
      "$( [[ $ext == pdf ]] && echo - || seconds "$out/$name.$ext")"
  done
}

selected=("$@")
run_table pdfs pdf
run_table audios mp3
run_table videos mp4
