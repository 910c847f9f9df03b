#!/usr/bin/python3
"""A WebKitGTK browser window with no toolbar, for WebKitWebDriver (apps/portal-e2e/browsers/webkit.ts).

Debian's MiniBrowser keeps its toolbar, which holds the page at 447 px or wider; a phone is
narrower. This window is only a WebView: WebKitWebDriver starts it with --automation (as it starts
MiniBrowser), and the automation session's create-web-view gets a view controlled by automation in
a WIDTHxHEIGHT window. --init-script=FILE runs FILE at the start of every document of the top frame,
before the page's own scripts (the journey's error listeners and the mock's delay).

Needs python3-gi and gir1.2-webkit2-4.1; run under a display (xvfb-run -a).
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

options = dict(arg[2:].split("=", 1) for arg in sys.argv[1:] if arg.startswith("--") and "=" in arg)
if "--automation" not in sys.argv:
    sys.exit("webkit-window.py only runs under WebKitWebDriver (--automation)")
width, height = (int(n) for n in options.get("size", "390x844").split("x"))
init_script = open(options["init-script"], encoding="utf-8").read() if "init-script" in options else None

context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
windows = []


def window_closed(window):
    windows.remove(window)
    if not windows:
        Gtk.main_quit()


def create_web_view(_session):
    content = WebKit2.UserContentManager()
    if init_script:
        content.add_script(WebKit2.UserScript.new(
            init_script, WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START, None, None))
    settings = WebKit2.Settings(hardware_acceleration_policy=WebKit2.HardwareAccelerationPolicy.NEVER,
                                enable_write_console_messages_to_stdout=True)
    view = WebKit2.WebView(web_context=context, user_content_manager=content, settings=settings,
                           is_controlled_by_automation=True)
    window = Gtk.Window(default_width=width, default_height=height)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.connect("destroy", window_closed)
    windows.append(window)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo.new()
    info.set_name("webkit-window")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
