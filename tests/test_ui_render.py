"""The UI's pure renderers (wsdv/ui) in CPython: board SVG, cards, panels, i18n, the game's
words in German (wsdv.words), hot seat."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from wsdv.engine import Game
from wsdv.engine.board import CITIES, CONNECTIONS, LINES, PROVINCES, SECTORS
from wsdv.engine.data import cards
from wsdv.ui import i18n, panels
from wsdv.ui.board import protest_words, render_board
from wsdv.ui.cards import card_svg, card_symbol
from wsdv.ui.hotseat import HotSeat
from wsdv.ui.icons import ICON_KINDS, sprite
from wsdv.ui.layout import skeleton_html
from wsdv.ui.targets import lit_targets, resolve_click, target_key
from wsdv.words import m, names, render


def play(seed: int, n: int) -> Game:
    g = Game.new(seed)
    rnd = random.Random(seed)
    for _ in range(n):
        if g.prompt is None:
            break
        g.choose(rnd.choice(g.prompt.ids()))
    return g


def opts(svg: str) -> set[str]:
    return set(re.findall(r'data-opt="([^"]+)"', svg))


def lit_opts(svg: str) -> set[str]:
    found = set(re.findall(r'class="[^"]*\blit\b[^"]*"[^>]*data-opt="([^"]+)"', svg))
    found |= set(re.findall(r'data-opt="([^"]+)"[^>]*class="[^"]*\blit\b', svg))
    return found


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


@pytest.mark.parametrize("seed,steps", [(1, 0), (3, 120), (7, 260)])
def test_board_names_every_city_line_province_and_sector(seed: int, steps: int) -> None:
    g = play(seed, steps)
    svg = render_board(g.view(None), {}, "en")
    parse(svg)  # well-formed XML
    found = opts(svg)
    assert {f"city:{c}" for c in CITIES} <= found
    assert {f"line:{ln}" for ln in LINES} <= found
    assert {f"prov:{p}" for p in PROVINCES} <= found
    assert {f"sector:{s}" for s in SECTORS} <= found
    assert len(CONNECTIONS) == 68 and len(CITIES) == 42
    assert len(LINES) == sum(len(c.lines) for c in CONNECTIONS)


def test_board_lights_exactly_the_legal_targets() -> None:
    g = play(3, 40)
    while g.prompt.kind != "build":
        g.choose(g.prompt.ids()[0] if g.prompt.kind != "action" else "build")
    lit = lit_targets(g.prompt.to_dict()["options"])
    svg = render_board(g.view(g.prompt.side), lit, "en")
    assert lit_opts(svg) == set(lit)
    assert any(k.startswith("line:") for k in lit) or any(k.startswith("city:") for k in lit)


def test_factories_and_infrastructure_drawn_as_the_view_says() -> None:
    g = play(5, 150)
    v = g.view(None)
    svg = render_board(v, {}, "en")
    for city, fac in v["board"]["factories"].items():
        m = re.search(rf'data-opt="city:{re.escape(city)}" data-factory="(\w)" '
                      r'data-value="(\d+)"', svg)
        assert m, city
        assert m.group(1) == ("r" if fac["rundown"] else "n")
        assert int(m.group(2)) == fac["value"]
    for line in LINES:
        m = re.search(rf'class="slot (\w+)[^"]*" data-opt="line:{re.escape(line)}"', svg)
        assert m, line
        expected = "empty"
        if line in v["board"]["infrastructure"]:
            expected = "working" if any(line.split("@")[0] == w
                                        for w in v["board"]["working_connections"]) else "built"
        assert m.group(1) == expected, line


def test_4_mass_protest_markers_are_counted_per_side_in_words() -> None:
    """Section 4: each side's markers are numbered in board order ("Protest 1" ... in the
    language, the legend saying the 4th collapses the state); imported West Berlin markers
    count as West's and are dashed; no slogan the legend does not explain."""
    g = Game.new(1)
    s = g.state
    s.unrest.update({"Sachsen": 8, "Thüringen": 4, "Mecklenburg": 5, "Bayern": 4,
                     "West Berlin": 4})
    s.imported["Rheinland-Pfalz"] = 1
    v = g.view(None)
    words = protest_words(v["board"], "de")
    east = [w for p in PROVINCES for w, _ in words.get(p, []) if p in
            ("Mecklenburg", "Sachsen", "Thüringen")]
    assert east == ["Protest 1", "Protest 2", "Protest 3", "Protest 4"]
    west = [w for p in PROVINCES for w, _ in words.get(p, []) if p in
            ("Rheinland-Pfalz", "Bayern", "West Berlin")]
    assert sorted(west) == ["Protest 1", "Protest 2", "Protest 3"]
    assert [imported for _, imported in words["Rheinland-Pfalz"]] == [True]
    assert protest_words(v["board"], "it")["Sachsen"][0][0] == "Protesta 2"
    for lang in i18n.LANGS:
        svg = render_board(v, {}, lang)
        for slogan in ("WIR", "SIND", "KEINE", "MACHT", "NIEMAND"):
            assert f">{slogan}<" not in svg
        legend = svg[svg.index('class="legend"'):]
        legend = re.sub(r"<[^>]+>", " ", legend[:legend.index("tracks-static")])
        assert i18n.t("legend_protest", lang).split()[0] in legend
        assert i18n.t("legend_imported", lang).split()[0] in legend
    svg = render_board(v, {}, "en")
    assert ">Protest 4<" in svg and 'stroke-dasharray="4 2.5"' in svg
    assert "even with 2 unrest" in svg  # the imported marker's province says why
    info = panels.province_info_html(v, "Rheinland-Pfalz", "en")
    assert "Imported from West Berlin: not from this province&#x27;s unrest" in info
    assert "imported-why" not in panels.province_info_html(v, "Bayern", "en")


def test_wall_and_tracks_follow_the_view() -> None:
    g = Game.new(2)
    s = g.state
    s.wall = True
    s.prestige, s.wc, s.soc_track, s.flight = -3, 2, 4, 7
    svg = render_board(g.view(None), {}, "en")
    assert 'data-wall="1"' in svg
    for track, value in (("prestige", -3), ("western_currency", 2), ("socialist", 4),
                         ("flight", 7)):
        assert f'data-track="{track}" data-value="{value}"' in svg
    s.wall = False
    assert 'data-wall="0"' in render_board(g.view(None), {}, "en")


def test_every_card_renders_in_both_languages() -> None:
    for cid, c in cards().items():
        for lang in ("en", "de"):
            svg = card_svg(cid, lang)
            parse(svg)
            for icon in c.event.icons:
                assert f"#i-{icon.do}" in svg
            if c.corner.flight:
                assert svg.count("#i-flight") == c.corner.flight
            if any(i.decides for i in c.event.icons):
                assert "#i-arms_" in svg
        assert f"c-{c.colour}" in card_svg(cid)


def test_sprite_has_a_symbol_for_every_icon_kind() -> None:
    sp = sprite()
    symbols, paint = parse(f"<div>{sp}</div>")
    for kind in (*ICON_KINDS, "flight", "prestige", "western_currency", "socialist",
                 "arms_west", "arms_east"):
        assert f'id="i-{kind}"' in sp
    # symbols undisplayed (not laid out), paint servers in a rendered <svg>: in an
    # undisplayed one browsers do not apply them
    assert symbols.get("style") == "display:none" and "display:none" not in paint.get("style")
    assert not [e for e in symbols.iter() if e.tag.endswith(("Gradient", "pattern", "filter"))]
    assert {e.get("id") for e in paint.iter() if e.get("id")} >= {"g-dual", "p-rundown", "f-glow"}


def option(oid: str, target: list[str] | None) -> dict:
    return {"id": oid, "label": oid, "msg": {"key": "opt.keep", "args": {}}, "target": target}


def test_targets_come_from_the_options_not_their_ids() -> None:
    assert target_key(option("city:Kiel", ["city", "Kiel"])) == "city:Kiel"
    assert target_key(option("transfer:Hessen", ["prov", "Hessen"])) == "prov:Hessen"
    assert target_key(option("remove:23", ["card", "23"])) == "card:23"
    assert target_key(option("done", None)) is None
    lit = lit_targets([option("prov:Bayern", ["prov", "Bayern"]),
                       option("hamburg:Niedersachsen", ["prov", "Niedersachsen"]),
                       option("done", None)])
    assert lit == {"prov:Bayern": ["prov:Bayern"],
                   "prov:Niedersachsen": ["hamburg:Niedersachsen"]}
    assert resolve_click("prov:Bayern", lit) == "prov:Bayern"
    assert resolve_click("prov:Hessen", lit) is None
    both = lit_targets([option("add:Sachsen", ["prov", "Sachsen"]),
                        option("remove:Sachsen", ["prov", "Sachsen"])])
    assert resolve_click("prov:Sachsen", both) is None  # two options: the buttons decide


def test_every_lit_target_is_on_the_board_and_clicks_back_to_its_options() -> None:
    """Over whole games: each option's target names a thing the board or the card rows
    draw, and a click on it chooses that option (or points to the buttons when shared)."""
    board = opts(render_board(Game.new(1).view(None), {}, "en"))
    for seed in (2, 5):
        g = Game.new(seed)
        rnd = random.Random(seed)
        while g.prompt is not None:
            options = g.prompt.to_dict()["options"]
            lit = lit_targets(options)
            for key, ids in lit.items():
                kind, _, thing = key.partition(":")
                assert key in board or kind in ("card", "box"), key
                assert (resolve_click(key, lit) == ids[0]) == (len(ids) == 1)
            g.choose(rnd.choice(g.prompt.ids()))


def test_pass_screen_when_a_private_decision_changes_side() -> None:
    hot = HotSeat()
    assert hot.needs_pass("west", "card")  # the start: West takes the device
    assert hot.hand_side("west", "card") is None
    hot.confirm("west")
    assert not hot.needs_pass("west", "card")
    assert hot.hand_side("west", "build") == "west"
    # East decides where a West icon goes (coat of arms): no hand-over, hands hidden
    assert not hot.needs_pass("east", "add_unrest")
    assert hot.hand_side("east", "add_unrest") is None
    assert hot.needs_pass("east", "card")
    hot.confirm("east")
    assert hot.hand_side("east", "card") == "east"
    assert hot.needs_pass("west", "discard")


def test_hot_seat_through_a_game_never_shows_a_hand_to_the_wrong_side() -> None:
    g = Game.new(11)
    hot = HotSeat()
    rnd = random.Random(11)
    passes = 0
    while g.prompt is not None:
        p = g.prompt
        if hot.needs_pass(p.side, p.kind):
            passes += 1
            hot.confirm(p.side)
        shown = hot.hand_side(p.side, p.kind)
        assert shown in (None, p.side)
        # without the outlook: a search over the End of Decade that the hands never show
        html = panels.hands_html(g.view(shown, with_outlook=False), shown, {}, "en")
        other = "east" if p.side == "west" else "west"
        assert f'side-{other} open' not in html
        g.choose(rnd.choice(p.ids()))
    assert passes > 10


def test_i18n_languages_have_the_same_keys() -> None:
    assert i18n.missing_keys() == {"de": set(), "it": set(), "pl": set()}
    for lang in i18n.LANGS:
        assert set(names.PHASES[lang]) == set(range(1, 11)), lang
        assert set(i18n.PROMPT_KINDS[lang]) == set(i18n.PROMPT_KINDS["en"]), lang


def test_the_recap_is_reachable_by_keyboard() -> None:
    """"What … did" scrolls when long and may hold nothing to Tab to (axe-core's
    scrollable-region-focusable, issue 38): it is a Tab stop itself (Chromium makes such a
    scroller focusable on its own since version 130; other browsers do not)."""
    from wsdv.ui.layout import skeleton_html

    assert re.search(r'<section id="recap"[^>]*tabindex="0"', skeleton_html("en"))


def test_the_language_button_opens_a_list_of_the_four_languages() -> None:
    """The top bar's button names the current language and opens a list of all four (issue
    38: it used to name the next one, "Italiano" in German); the first screen offers all
    four."""
    from wsdv.ui.layout import skeleton_html
    from wsdv.ui.welcome import welcome_html

    top = skeleton_html("de")
    assert re.search(r'id="btn-lang"[^>]*aria-expanded="false"[^>]*>Deutsch<', top)
    listed = re.search(r'<ul id="lang-menu" hidden="1"[^>]*>(.*?)</ul>', top)
    assert listed
    items = re.findall(r'<button[^>]*lang="(\w+)"[^>]*data-act="lang.set"[^>]*>([^<]+)<',
                       listed.group(1))
    assert items == list(i18n.LANGUAGE_NAMES.items())
    assert 'lang="de" data-act="lang.set" data-arg="de" aria-current="true"' in top
    page = welcome_html("pl", None, ai=True)
    for code, name in i18n.LANGUAGE_NAMES.items():
        assert f'data-lang="{code}"' in page and name in page


def test_i18n_covers_every_prompt_kind_the_engine_uses() -> None:
    kinds = set()
    for seed in range(12):
        g = Game.new(seed)
        rnd = random.Random(seed)
        while g.prompt is not None:
            kinds.add(g.prompt.kind)
            g.choose(rnd.choice(g.prompt.ids()))
    assert kinds <= set(i18n.PROMPT_KINDS["en"])


def test_engine_messages_read_in_german() -> None:
    assert render(m("opt.build", value=3), "de") == "Bauen mit 3 Baupunkten"
    assert render(m("opt.build", value=3), "en") == "Build with 3 build points"
    assert render(m("opt.build", value=1), "en") == "Build with 1 build point"
    assert render(m("opt.build", value=1), "de") == "Bauen mit 1 Baupunkt"
    assert render(m("prompt.card", side="east"), "de") == \
        "Ost: Wähle eine Karte für deine Aktion"
    assert render(m("log.take_display", side="west", card="1"), "de") == \
        "West nimmt Karte 1 Bodenreform aus der Auslage"
    assert render(m("opt.ls_sector", sector="US"), "de") == "LS in West-Berlin (US-Sektor)"
    group = {"kind": "unrest_add", "side": "west", "region": "Bayern", "decides": None,
             "cap": 2, "n": 2}
    assert render(m("opt.group", group=group), "de") == \
        "2× +1 Unruhe (West, Bayern, höchstens 2 pro Provinz)"
    arrows = {"track": "western_currency", "toward": "west", "n": 2}
    assert render(m("opt.group", group=arrows), "de") == "Devisen 2 Richtung West (←←)"
    # a side names a province in a German compound, never "a East province"
    assert render(m("prompt.add_unrest", side="east", n=2), "de") == \
        "1 Unruhe in eine Ost-Provinz setzen (noch 2)"


def test_real_prompts_and_log_read_in_german() -> None:
    """A running game's prompt, options and log lines, rendered from their messages."""
    g = play(4, 90)
    p = g.prompt.to_dict()
    assert render(p["msg"], "en") == p["text"]
    for o in p["options"]:
        assert render(o["msg"], "en") == o["label"]
        de = render(o["msg"], "de")
        assert de and "{" not in de
    html = panels.prompt_html(p, "de")
    assert panels.esc(render(p["msg"], "de")) in html
    log = g.view(p["side"])["log"]
    for e in log:
        assert "text" not in e
    lines = [render(e["msg"], "de") for e in log]
    assert any(line.startswith("Jahrzehnt 1 beginnt; Sonderkarte I Russische Panzer")
               for line in lines)
    assert any(line.startswith(("West nimmt Karte", "Ost nimmt Karte")) for line in lines)


def test_panels_render_a_running_game() -> None:
    g = play(4, 90)
    p = g.prompt
    view = g.view(p.side)
    html = panels.prompt_html(p.to_dict(), "de")
    for oid in p.ids():
        assert f'data-opt="{oid}"' in html
    assert 'data-opt' not in panels.prompt_html(p.to_dict(), "en", hidden=True)
    log = panels.log_html(view, "en")
    assert 'class="cardref"' in log
    assert panels.status_html(view, p.to_dict(), "en")


def test_log_links_the_cards_a_message_names() -> None:
    """Card links come from the message's card arguments (not a search of the text), in
    both languages; the rest of the line is escaped."""
    take = {"key": "log.take_display", "args": {"side": "west", "card": "14"}}
    assert panels.msg_html(take, "de") == (
        'West nimmt Karte <span class="cardref" data-card="14" tabindex="0">14 Luftbrücke'
        '</span> aus der Auslage')
    assert 'data-card="14"' in panels.msg_html(take, "en") and "Berlin Airlift" in \
        panels.msg_html(take, "en")
    seen = {"key": "log.guillaume_gives", "args": {"mine": "59", "theirs": "53"}}
    html = panels.msg_html(seen, "de")
    assert html.count('class="cardref"') == 2 and 'data-card="59"' in html
    shown = {"key": "log.display", "args": {"cards": ["12", "1"]}}
    assert panels.msg_html(shown, "en").count('class="cardref"') == 2
    odd = {"key": "opt.province", "args": {"province": "<b>&"}}
    assert panels.msg_html(odd, "en") == "&lt;b&gt;&amp;"
    g = play(4, 90)
    view = g.view(g.prompt.side)
    for lang in ("en", "de"):
        html = panels.log_html(view, lang)
        linked = set(re.findall(r'class="cardref" data-card="([^"]+)"', html))
        named = {e["card"] for e in view["log"][-120:] if "card" in e}
        assert named <= linked


def test_end_of_decade_panel_shows_figures_phase_by_phase() -> None:
    g = Game.new(8)
    rnd = random.Random(8)
    seen_phases = set()
    while g.prompt is not None and g.state.decade == 1:
        v = g.view(None)
        if v["phase"]:
            html = panels.eod_html(v, "en")
            seen_phases.add(v["phase"])
            assert f'data-phase="{v["phase"]}"' in html
            assert 'class="phase now"' in html
            if v["phase"] > 3:
                assert "total income" in html  # WC figures stay visible after phase 3
        g.choose(rnd.choice(g.prompt.ids()))
    assert seen_phases


def test_the_steps_cursor_knows_which_phases_show_figures() -> None:
    """eod_steps.has_figures (model, no HTML) says what panels.phase_figures draws."""
    from wsdv.ui.eod_steps import has_figures

    shown = 0
    for seed in (8, 9):
        g = Game.new(seed)
        rnd = random.Random(seed)
        while g.prompt is not None and g.state.decade <= 2:
            eod = g.view(None, with_outlook=False)["end_of_decade"] or {}
            v = g.view(None, with_outlook=False)
            for phase in range(1, 11):
                drawn = panels.phase_figures(phase, eod, v, "en") != ""
                assert has_figures(phase, eod) == drawn, (seed, phase, sorted(eod))
                shown += drawn
            g.choose(rnd.choice(g.prompt.ids()))
    assert shown


def test_result_and_pass_screens() -> None:
    html = panels.result_html({"winner": "east", "reason": "collapse", "decade": 3}, "de")
    assert "Ost gewinnt" in html and "Zusammenbruch" in html
    assert 'id="pass-ok"' in panels.pass_html("west", "en")


def test_the_bars_game_over_button_sits_with_new_game() -> None:
    """Once the game-over screen is closed, the prompt bar's button that opens it again is a
    button of the card, beside New game and like it (it stood unstyled under the card)."""
    from wsdv.ui.gameover import reopen_button
    bar = panels.result_html({"winner": "west", "reason": "collapse", "decade": 2}, "en",
                             overlay=False, more=reopen_button("en"))
    buttons = re.search(r'<div class="buttons">(.*?)</div>', bar, re.S)
    assert buttons and 'id="result-new-bar"' in buttons.group(1)
    assert re.search(r'<button[^>]*id="result-open"[^>]*class="big"|'
                     r'<button[^>]*class="big"[^>]*id="result-open"', buttons.group(1))


def test_page_skeleton_holds_the_board_and_panels() -> None:
    html = skeleton_html("en")
    for anchor in ("board-svg", "dyn", "prompt", "display", "hands", "log", "overlay-pass",
                   "btn-undo", "btn-lang", "card-defs"):
        assert f'id="{anchor}"' in html


def test_panels_draw_only_cards_whose_symbols_are_listed() -> None:
    g = play(6, 60)
    view = g.view(g.prompt.side)
    html = panels.display_html(view, {}, "en") + panels.hands_html(view, g.prompt.side, {}, "en")
    html += panels.played_html(view, "en")
    used = set(re.findall(r'href="#card-en-([^"]+)"', html))
    assert used and used <= set(panels.cards_shown(view, None))
    for cid in used:
        parse(card_symbol(cid, "en").replace("<symbol", "<symbol xmlns='http://www.w3.org/2000/svg'"
                                            " xmlns:xlink='http://www.w3.org/1999/xlink'", 1))


def test_two_line_connection_labels_read_in_german() -> None:
    """Ruling 7's line labels ("at" the end a line is drawn next to) in German."""
    assert render(m("log.build_infra", side="east", line="Leipzig~Jena@Jena"), "de") == \
        "Ost baut Infrastruktur auf der Linie Leipzig–Jena (bei Jena)"
    assert render(m("opt.infra", line="Leipzig~Jena@Jena"), "de") == \
        "Infrastruktur auf der Linie Leipzig–Jena (bei Jena)"
    assert render(m("opt.remove_infra", line="Leipzig~Jena@Leipzig"), "de") == \
        "Die Infrastruktur auf der Linie Leipzig–Jena (bei Leipzig) entfernen"


def test_board_lighting_follows_ruling_7() -> None:
    """5.1 (ruling 7) on the board: with a mass protest in Sachsen neither line of
    Leipzig–Jena is lit for East's build point, the lines of Jena's other connections are."""
    from positions import at, clear_economy, frame, place

    g = Game.new(1)
    clear_economy(g)
    place(g, "Leipzig", "Jena", "Bitterfeld")
    g.state.unrest["Sachsen"] = 4
    at(g, frame("build", side="east", by="east", points=1, optional=True))
    lit = lit_targets(g.prompt.to_dict()["options"])
    assert "line:Leipzig~Jena@Jena" not in lit and "line:Leipzig~Jena@Leipzig" not in lit
    assert "line:Bitterfeld~Jena" in lit


def test_the_event_option_says_what_the_event_does() -> None:
    """Issue 26: "Trigger the card event" carries the event in words (the card zoom's
    lines, from the card data) in every language; the other options carry none."""
    from positions import action_game

    from wsdv.words.events import event_lines

    g = action_game("16", "west")
    p = g.prompt.to_dict()
    assert "event" in g.prompt.ids()
    for lang in ("en", "de", "it", "pl"):
        html = panels.prompt_html(p, lang)
        detail = re.search(r'data-opt="event"[^>]*>(.*?)</button>', html, re.S)
        assert detail is not None
        assert panels.esc(event_lines("16", lang)[0]) in detail.group(1)
        assert html.count('class="opt-detail"') == 1


def test_the_stakes_strip_shows_prestige_and_who_holds_its_advantage() -> None:
    """Prestige decides who starts and which End of Decade box is carried out: a chip in
    words of each language, East holding the advantage at +1..+6, West at 0 and below."""
    from wsdv.ui.stakes import strip_html

    g = Game.new(3)
    for value, holder in ((0, "west"), (-3, "west"), (2, "east")):
        g.state.prestige = value
        for lang in i18n.LANGS:
            strip = strip_html(g.view(None), lang, False)
            chip = re.search(r'<button[^>]*class="chip chip-prestige"[^>]*>(.*?)</button>', strip)
            assert chip, strip
            assert f'data-prestige="{value}" data-holder="{holder}"' in chip.group(0)
            assert i18n.t("prestige", lang) in chip.group(1)
            assert i18n.side_name(holder, lang) in chip.group(1)
            assert 'title="' + i18n.t("prestige_title", lang)[:20] in chip.group(0)


def test_the_stakes_strip_names_which_chips_are_now_and_which_the_end_of_decade() -> None:
    """Issue 37: "Flight 0" beside an outlook's "flight marker at 1" read as a contradiction.
    The chips of the board now come under "Now", the outlook's (Western currency, the
    preview) under "At the End of Decade", in every language."""
    from wsdv.ui.stakes import strip_html

    g = Game.new(3)
    for lang in i18n.LANGS:
        strip = strip_html(g.view("west"), lang, False)
        parts = re.findall(r'class="chip-group">([^<]*)<|class="chip (chip-[a-z]+)', strip)
        order = [group or chip for group, chip in parts]
        now, eod = render(m("stakes.now"), lang), render(m("stakes.at_eod"), lang)
        assert order[:order.index(eod)] == [now, "chip-protests", "chip-prestige",
                                             "chip-flight", "chip-soc"], (lang, order)
        assert order[order.index(eod):] == [eod, "chip-wc", "chip-preview", "chip-keys"]


def test_the_top_bar_says_the_game_is_over_not_the_last_phase() -> None:
    """Once the game is over the status names the end and the winner (no End of Decade phase,
    turn or decider any more), in every language."""
    g = play(4, 0)
    while g.result is None:
        p = g.prompt
        assert p is not None
        g.choose(p.options[0].id)
    view = g.view(None)
    winner = g.result.winner
    for lang in ("en", "de", "it", "pl"):
        html = panels.status_html(view, None, lang)
        assert i18n.t("game_over", lang) in html and f"side-{winner}" in html
        assert i18n.t("eod_phase", lang, n=view["phase"]) not in html
        assert "st-decider" not in html
