#!/bin/sh
# Add Puerto Rico to the desktop menu of the current user (or remove it again).
#
#   ./install.sh            menu entry and icon for this folder's puertorico-qt
#   ./install.sh --remove   take them away again
#
# Nothing is copied but the menu entry and the icon: the program stays in this folder
# (move the folder first, then run install.sh). Uses $XDG_DATA_HOME (~/.local/share).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
desktop=$data/applications/puertorico-qt.desktop
icon=$data/icons/hicolor/256x256/apps/puertorico-qt.png

if [ "${1:-}" = "--remove" ]; then
    rm -f "$desktop" "$icon"
    echo "removed $desktop and $icon"
else
    [ -x "$here/puertorico-qt" ] || { echo "install.sh: no puertorico-qt next to me" >&2; exit 1; }
    mkdir -p "$(dirname "$desktop")" "$(dirname "$icon")"
    cp "$here/puertorico-qt.png" "$icon"
    # Exec= wants the absolute path, quoted: \ " ` $ escaped inside the quotes, every
    # backslash doubled again for the desktop file's string rules, % doubled
    exec_path=$(printf '%s' "$here/puertorico-qt" |
        sed -e 's/\\/\\\\\\\\/g' -e 's/"/\\\\"/g' -e 's/`/\\\\`/g' -e 's/\$/\\\\$/g' -e 's/%/%%/g')
    {
        grep -v '^Exec=' "$here/puertorico-qt.desktop"
        printf 'Exec="%s"\n' "$exec_path"
    } >"$desktop"
    chmod 644 "$desktop"
    echo "installed $desktop and $icon"
fi
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
