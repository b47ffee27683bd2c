#!/usr/bin/env bash
# Regenerate requirements.lock, the pinned and hashed dependency set that dev.sh, CI and
# the release builds install from (packaging/README.md, "Dependencies and the lock file").
#
#   bash packaging/lock.sh                  re-resolve after a change to pyproject.toml;
#                                           pins that still fit stay as they are
#   bash packaging/lock.sh --upgrade        newest versions within pyproject.toml's bounds
#   bash packaging/lock.sh -P numpy         upgrade one package (uv's --upgrade-package)
#   bash packaging/lock.sh --check          fail when the pins no longer match what
#                                           pyproject.toml resolves to (writes nothing)
#
# One universal file for every system and Python >= 3.11 (environment markers pick
# PySide6 6.11 on 3.11 and 6.12 on 3.12), with the hashes of every wheel and sdist, for
# `pip install --require-hashes -r requirements.lock` and then
# `pip install --no-deps -e .`. Extras: test and bundle (the project itself is not in it).
#
# After resolving, it checks that every pin has a wheel for each supported system and
# Python (WHEEL_TARGETS x 3.11/3.12): an sdist-only or dropped platform fails here, not
# on a user's machine. The oldest systems those wheels allow: glibc 2.34 (PySide6's
# manylinux_2_34 wheels; the release builds on Ubuntu 22.04, glibc 2.35), macOS 13
# (PySide6 6.11) or 14 (6.12, so on Python >= 3.12), Windows 10 x64.
#
# Needs uv: the one on PATH, else one installed into a temporary venv with pip
# (uv's minor is fixed below: another minor may write the file differently).
# Needs PyPI; other arguments go to `uv pip compile`.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
LOCK=requirements.lock
UV_REQUIREMENT="uv>=0.13,<0.14"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

uv=$(command -v uv || true)
if [[ -z $uv ]]; then
    echo "lock.sh: installing $UV_REQUIREMENT into a temporary venv" >&2
    "${PRQT_PYTHON:-python3}" -m venv "$tmp/uv-venv"
    "$tmp/uv-venv/bin/python" -m pip install --quiet "$UV_REQUIREMENT"
    uv=$tmp/uv-venv/bin/uv
fi

check=0
args=()
for arg in "$@"; do
    if [[ $arg == --check ]]; then check=1; else args+=("$arg"); fi
done

compile() {  # compile OUTPUT: resolve into OUTPUT (an existing OUTPUT's pins are kept)
    "$uv" pip compile pyproject.toml \
        --extra test --extra bundle \
        --universal --python-version 3.11 \
        --generate-hashes \
        --index-url https://pypi.org/simple \
        --custom-compile-command "bash packaging/lock.sh" \
        --quiet -o "$1" ${args[@]+"${args[@]}"}
}

WHEEL_TARGETS=(x86_64-manylinux_2_35 x86_64-pc-windows-msvc x86_64-apple-darwin
    aarch64-apple-darwin)
WHEEL_PYTHONS=(3.11 3.12)

check_wheels() {  # check_wheels LOCKFILE: a wheel for every pin on every target
    local target python bad=0
    for python in "${WHEEL_PYTHONS[@]}"; do
        for target in "${WHEEL_TARGETS[@]}"; do
            if ! MACOSX_DEPLOYMENT_TARGET=14.0 "$uv" pip compile "$1" --no-deps \
                --python-platform "$target" --python-version "$python" --only-binary :all: \
                --index-url https://pypi.org/simple --quiet -o /dev/null; then
                echo "lock.sh: no wheel for a pin above on $target, Python $python" >&2
                bad=1
            fi
        done
    done
    ((bad == 0)) && echo "lock.sh: wheels for every pin on: ${WHEEL_TARGETS[*]} x Python ${WHEEL_PYTHONS[*]}" >&2
    return "$bad"
}

pins() {  # the "name==version ; marker" lines of a lock file, without hashes and comments
    sed -n 's/^\([A-Za-z0-9][^ ]*==[^ ]*\)\( *;[^\\]*\)\{0,1\}.*/\1\2/p' "$1" |
        sed 's/ *$//' | sort
}

if ((check)); then
    [[ -f $LOCK ]] || { echo "lock.sh: no $LOCK" >&2; exit 1; }
    cp "$LOCK" "$tmp/$LOCK"
    compile "$tmp/$LOCK"
    if ! diff <(pins "$LOCK") <(pins "$tmp/$LOCK"); then
        echo "lock.sh: $LOCK is out of date with pyproject.toml: run bash packaging/lock.sh" >&2
        exit 1
    fi
    echo "lock.sh: $LOCK matches pyproject.toml" >&2
    check_wheels "$LOCK"
else
    [[ ! -f $LOCK ]] || cp "$LOCK" "$tmp/$LOCK"  # uv keeps the pins that still fit
    compile "$tmp/$LOCK"
    check_wheels "$tmp/$LOCK" || { echo "lock.sh: $LOCK left as it was" >&2; exit 1; }
    cp "$tmp/$LOCK" "$LOCK"
    echo "lock.sh: wrote $LOCK" >&2
    grep -iE '^(pyside6-essentials|numpy|pyqtgraph|pyinstaller)==' "$LOCK" >&2 || true
fi
