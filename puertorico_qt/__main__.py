"""``python -m puertorico_qt``: the desktop program, or a headless sub-command.

With no arguments (or only options such as ``--selftest``) the desktop program
starts; a sub-command name (``engine``, ``selfplay``, ``tournament``, ...) runs
the headless tool of that name.  The GUI is imported only when it is needed,
so headless runs never load Qt.
"""

from __future__ import annotations

import sys

GUI_COMMANDS = {"screenshot", "replay"}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--version"]:
        from . import __version__

        print(f"puertorico-qt {__version__}")
        return 0
    if args[:1] in (["-h"], ["--help"]):
        return _help()
    if not args or args[0].startswith("-") or args[0] in GUI_COMMANDS:
        from .gui.app import main as gui_main

        return gui_main(args)
    from .cli import main as cli_main

    _refuse_unknown_command(args[0])
    return cli_main(args)


def _refuse_unknown_command(word: str) -> None:
    """An unknown sub-command is refused naming every one, the desktop program's too
    (the headless tools' parser named its own alone): both usages, then the line."""
    from .cli import build_parser as tools_parser
    from .cli import command_names, quoted
    from .gui.app_args import build_parser as desktop_parser  # (imports no Qt)

    tools = tools_parser()
    names = command_names(tools)
    if word in names:
        return
    desktop = desktop_parser()
    names = [*desktop.commands, *names]
    desktop.print_usage(sys.stderr)
    choices = ", ".join(repr(name) for name in names)
    tools.error(f"argument command: invalid choice: {quoted(word)} (choose from {choices})")


def _help() -> int:
    """Both halves: the desktop program's options and commands, then the headless tools
    (``--help`` showed the tools alone, as if there were no desktop program)."""
    from .cli import build_parser as tools_parser
    from .gui.app_args import build_parser as desktop_parser  # (imports no Qt)

    print(desktop_parser().format_help())
    print(tools_parser().format_help())
    return 0


if __name__ == "__main__":
    # The Expert bot runs a process pool; a frozen bundle needs this before anything else.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
