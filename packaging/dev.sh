#!/usr/bin/env bash
# Development set-up for puertorico-qt on Debian/Ubuntu (other systems: see README.md).
#
#   bash packaging/dev.sh run [ARGS...]       set up, then python -m puertorico_qt ARGS...
#   bash packaging/dev.sh test [PYTEST ARGS]  set up, then ruff check, ruff format --check,
#                                             lint-imports and the two pytest passes
#   bash packaging/dev.sh pytest [PYTEST ARGS]  set up, then the two pytest passes only
#
# Set up = install the system libraries Qt needs (as root, or through sudo; only what
# is missing), create the virtual environment, install requirements.lock into it (every
# dependency with the test and bundle extras, pinned and hashed; packaging/lock.sh
# writes it) and then the project with --no-deps (skipped while pyproject.toml, the lock
# and the interpreter are unchanged).
#
# The pytest passes: everything but `xcb` tests on the offscreen platform, on every
# core (pytest-xdist; it fails when no test ran), then the `xcb` tests under
# `xvfb-run` when there are any (few: one process).
#
# Environment:
#   PRQT_PYTHON=python3.12  interpreter for the venv (default python3; Python >= 3.11)
#   PRQT_VENV=.venv312      where the venv lives (default .venv)
#   PRQT_NO_APT=1           never install system packages
#   CI=true or PRQT_FULL=1  also run the tests marked `slow`
#   PRQT_TEST_WORKERS=2     pytest-xdist workers of the offscreen pass (default auto:
#                           one per core; 0: no workers, one process)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
PY=${PRQT_PYTHON:-python3}
VENV=${PRQT_VENV:-.venv}
[[ $VENV = /* ]] || VENV=$ROOT/$VENV

QT_OFFSCREEN_DEBS=(libglib2.0-0 libgl1 libegl1 libfontconfig1 libxkbcommon0 libdbus-1-3
    fonts-dejavu-core)
QT_XCB_DEBS=(libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
    libxcb-randr0 libxcb-render-util0 libxcb-image0 libxcb-xinerama0 libxcb-xkb1)
XVFB_DEBS=(xvfb xauth)

if [[ -t 2 ]]; then bold=$'\e[1m' red=$'\e[31m' off=$'\e[0m'; else bold='' red='' off=''; fi
say() { printf '%s==> %s%s\n' "$bold" "$*" "$off" >&2; }
warn() { printf '%sdev.sh: %s%s\n' "$red" "$*" "$off" >&2; }
die() { warn "$*"; exit 1; }

# --------------------------------------------------------------------- system packages

deb_installed() {  # Ubuntu 24.04 renamed some libraries to <name>t64
    { dpkg-query -W -f='${Status}\n' "$1" "$1t64" 2>/dev/null || true; } |
        grep -q '^install ok installed'
}

ensure_debs() {  # ensure_debs PKG... : apt-get install those that are missing
    [[ ${PRQT_NO_APT:-} != 1 ]] || return 0
    command -v apt-get >/dev/null && command -v dpkg-query >/dev/null || return 0
    local missing=() pkg
    for pkg in "$@"; do deb_installed "$pkg" || missing+=("$pkg"); done
    ((${#missing[@]})) || return 0
    local sudo=()
    if ((EUID != 0)); then
        if command -v sudo >/dev/null; then
            sudo=(sudo)
        else
            warn "missing system packages (run as root to install them): ${missing[*]}"
            return 0
        fi
    fi
    say "apt-get install ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# --------------------------------------------------------------------- python and venv

python_version() {  # python_version INTERPRETER -> "3.11"
    "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null
}

ensure_python() {
    if ! python_version "$PY" >/dev/null; then
        [[ $PY == python3 ]] && ensure_debs python3 python3-venv
        python_version "$PY" >/dev/null || die "no working Python '$PY' (set PRQT_PYTHON)"
    fi
    "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' ||
        die "puertorico-qt needs Python >= 3.11; '$PY' is $(python_version "$PY") (set PRQT_PYTHON)"
}

make_venv() {
    if [[ -f $VENV/pyvenv.cfg ]]; then
        # a venv from another interpreter version (or a broken one) is made anew
        [[ $(python_version "$VENV/bin/python" || true) == "$(python_version "$PY")" ]] && return 0
        say "recreating $VENV for Python $(python_version "$PY")"
        rm -rf "$VENV"
    elif [[ -e $VENV ]]; then
        die "$VENV exists but is not a virtual environment"
    fi
    say "creating $VENV with $PY ($(python_version "$PY"))"
    if ! "$PY" -m venv "$VENV" 2>/dev/null; then
        rm -rf "$VENV"
        ensure_debs "python$(python_version "$PY")-venv"  # Debian keeps venv/ensurepip apart
        "$PY" -m venv "$VENV" || die "cannot create a venv with $PY"
    fi
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
}

# Every dependency, with the extras test and bundle (PyInstaller, for the slow test that
# builds the bundle), pinned and hashed: packaging/lock.sh writes it from pyproject.toml.
LOCK=requirements.lock

install_project() {  # the lock, then the project itself; skipped while nothing changed
    local stamp_file=$VENV/.puertorico-qt-stamp stamp lock_sum
    [[ -f $LOCK ]] || die "$LOCK is missing (bash packaging/lock.sh writes it)"
    lock_sum=$(cksum <"$LOCK")
    stamp=$({ cat pyproject.toml; python_version "$VENV/bin/python"; } | cksum)
    stamp="$stamp lock:$lock_sum"
    [[ -f $stamp_file && $(<"$stamp_file") == "$stamp" ]] && return 0
    say "pip install --require-hashes -r $LOCK, then -e . (no dependencies) into $VENV"
    "$VENV/bin/python" -m pip install --quiet --require-hashes -r "$LOCK"
    # no build isolation: the build backend (setuptools) is the one the lock pinned
    "$VENV/bin/python" -m pip install --quiet --no-deps --no-build-isolation \
        --check-build-dependencies -e .
    local problems
    if ! problems=$("$VENV/bin/python" -m pip check 2>&1); then
        printf '%s\n' "$problems" >&2
        die "the packages in $VENV do not fit pyproject.toml: is $LOCK out of date? (bash packaging/lock.sh)"
    fi
    printf '%s\n' "$stamp" >"$stamp_file"
}

ensure_bundle_debs() {  # PyInstaller (the slow bundle test) runs objcopy, and needs a
    ensure_debs binutils  # shared libpython, a package of its own for the system's Python
    if [[ $("$PY" -c 'import sys; print(sys.base_prefix)' 2>/dev/null) == /usr ]]; then
        ensure_debs "libpython$(python_version "$PY")"
    fi
}

setup() {  # setup EXTRA_DEBS...
    ensure_debs "${QT_OFFSCREEN_DEBS[@]}" "${QT_XCB_DEBS[@]}" "$@"
    ensure_python
    make_venv
    install_project
    export VIRTUAL_ENV=$VENV PATH=$VENV/bin:$PATH
    case ${LANG:-} in "" | C | POSIX) export LANG=C.UTF-8 ;; esac  # Qt wants UTF-8
}

# --------------------------------------------------------------------- checks

failed=()

step() {  # step NAME COMMAND... : run, time, remember a failure
    local name=$1 start=${EPOCHREALTIME//[.,]/} rc=0 us result=ok
    shift
    say "$name"
    "$@" || rc=$?
    us=$((${EPOCHREALTIME//[.,]/} - start))
    if ((rc != 0)); then
        result="FAILED (exit $rc)"
        failed+=("$name")
    fi
    printf '    %s: %s in %d.%d s\n' "$name" "$result" $((us / 1000000)) $((us / 100000 % 10)) >&2
}

pytest_offscreen() {
    local rc=0
    # On every core (pytest-xdist; PRQT_TEST_WORKERS=0 runs in one process, and an -n
    # among the arguments wins)
    QT_QPA_PLATFORM=offscreen python -m pytest -q -p no:cacheprovider -m "not xcb" \
        -n "${PRQT_TEST_WORKERS:-auto}" "$@" || rc=$?
    ((rc != 5)) || warn "pytest collected no tests: that is a failure here"
    return "$rc"
}

pytest_xcb() {
    local rc=0
    python -m pytest -q -p no:cacheprovider --collect-only -m xcb "$@" >/dev/null || rc=$?
    case $rc in
        0) ;;
        5) echo "    no xcb tests: pass skipped" >&2; return 0 ;;
        *) warn "collecting the xcb tests failed (exit $rc)"; return "$rc" ;;
    esac
    if ! command -v xvfb-run >/dev/null; then
        warn "xcb tests need xvfb-run (apt-get install xvfb xauth)"
        return 1
    fi
    rc=0
    xvfb-run -a env QT_QPA_PLATFORM=xcb python -m pytest -q -p no:cacheprovider -m xcb "$@" ||
        rc=$?
    if ((rc == 5)); then rc=0; fi  # "no tests collected" is fine for this pass only
    return "$rc"
}

run_pytest_passes() {
    # Python keeps its compiled modules, and pytest its rewritten test modules, in
    # __pycache__ (git ignores them), so that a later run does not compile ~600 files
    # again: collecting all the tests took 9.8 s without them and 2.3 s with them, in
    # every xdist worker and in the xcb pass. Some machines set PYTHONDONTWRITEBYTECODE
    # in the environment, which turns that off.
    unset PYTHONDONTWRITEBYTECODE
    step "pytest (offscreen)" pytest_offscreen "$@"
    step "pytest -m xcb (Xvfb)" pytest_xcb "$@"
}

finish() {
    if ((${#failed[@]})); then
        warn "FAILED: ${failed[*]}"
        exit 1
    fi
    say "all checks passed"
}

# --------------------------------------------------------------------- commands

cmd=${1:-}
(($#)) && shift
case $cmd in
    run)
        setup
        if (($# == 0)) && [[ -z ${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-} ]]; then
            warn "no display found; a window needs one (try xvfb-run, or QT_QPA_PLATFORM=offscreen)"
        fi
        exec python -m puertorico_qt "$@"
        ;;
    test)
        setup "${XVFB_DEBS[@]}"
        ensure_bundle_debs
        step "ruff check" ruff check .
        step "ruff format --check" ruff format --check .
        step "lint-imports" lint-imports
        step "mypy" mypy
        run_pytest_passes "$@"
        finish
        ;;
    pytest)
        setup "${XVFB_DEBS[@]}"
        ensure_bundle_debs
        run_pytest_passes "$@"
        finish
        ;;
    *)
        sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//' >&2
        exit 2
        ;;
esac
