"""The dialogs' focus helpers (wsdv/ui/dialogs.py) over stand-in controls that count the
browser calls they get."""

from __future__ import annotations

from typing import Any

from wsdv.ui import dialogs


class Rects:
    def __init__(self, length: int) -> None:
        self.length = length


class Control:
    """A control laid out (``laid``) or not, inside a hidden part (``hidden``) or not."""

    def __init__(self, name: str, laid: bool = True, hidden: bool = False) -> None:
        self.name, self.laid, self.hidden, self.asked = name, laid, hidden, 0

    def getClientRects(self) -> Rects:  # noqa: N802 (the DOM's name)
        self.asked += 1
        return Rects(1 if self.laid else 0)

    def closest(self, selector: str) -> Any:  # noqa: ANN401
        assert selector == "[hidden]"
        return self if self.hidden else None


class Dialog:
    def __init__(self, controls: list[Control]) -> None:
        self.controls = controls

    def querySelectorAll(self, selector: str) -> list[Control]:  # noqa: N802
        assert selector == dialogs.FOCUSABLE
        return self.controls


def test_the_first_focusable_control_is_found_without_asking_the_rest() -> None:
    """Issue 39: opening a dialog asks the browser about its controls up to the first one
    Tab reaches (one laid out, outside a hidden part), not about all of them."""
    controls = [Control("unlaid", laid=False), Control("hidden", hidden=True),
                Control("first"), *(Control(f"later {i}") for i in range(20))]
    dialog = Dialog(controls)
    assert dialogs.first_focusable(dialog).name == "first"
    assert [c.asked for c in controls[:3]] == [1, 1, 1]
    assert sum(c.asked for c in controls[3:]) == 0
    assert [c.name for c in dialogs.focusable(dialog)] == ["first"] + [
        f"later {i}" for i in range(20)]
    assert dialogs.first_focusable(Dialog([Control("x", laid=False)])) is None
