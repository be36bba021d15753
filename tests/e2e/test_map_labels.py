"""The map's names placed (issue 38): at 1366x768, 1280x720, 1024x768 and 390x844, in the four
languages, at the start and in a late position full of pieces (seed 11's random game, to its
end or 500 choices: protests in Bavaria and Baden-Württemberg, counters everywhere), no city,
province or Berlin sector name overlaps another name, another text of the board, a counter, a track
marker or a city's disc, none leaves the map's visible box, and a name inside the Berlin
inset stays inside its frame. The boxes are measured in the browser, as drawn. One page: the
sizes are viewport changes, the languages the top bar's language list.

Also the card display's thumbnails at 1366x768: each card's name is shown whole under it (it
was cut after two lines, the rest only behind the enlarge button)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from conftest import boot, choose_first
from playwright.sync_api import Page, expect

from wsdv.engine import Game

if TYPE_CHECKING:
    from conftest import Site

SIZES = [(1366, 768), (1280, 720), (1024, 768), (390, 844)]
LANGS = ["en", "de", "it", "pl"]

LABELS_JS = """() => {
  const svg = document.getElementById('board-svg');
  const view = document.getElementById('board-scroll').getBoundingClientRect();
  const s = svg.getBoundingClientRect();
  const clip = {left: Math.max(s.left, view.left), right: Math.min(s.right, view.right),
                top: Math.max(s.top, view.top), bottom: Math.min(s.bottom, view.bottom)};
  const shown = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const box = (e, what, text) => { const r = e.getBoundingClientRect();
    return {what, text: text ?? (e.textContent || '').trim(), el: e,
            left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
  const names = [...svg.querySelectorAll('.cname, .names text, .inset text')].filter(shown)
    .map(e => box(e, 'name'));
  const isName = new Set(names.map(n => n.el));
  const others = [
    ...[...svg.querySelectorAll('text')].filter(e => shown(e) && !isName.has(e))
      .map(e => box(e, 'text')),
    ...[...svg.querySelectorAll('.counters > *')].filter(shown).map(e => box(e, 'counter')),
    ...[...svg.querySelectorAll('.marker')].filter(shown).map(e => box(e, 'marker')),
    ...[...svg.querySelectorAll('.city circle:not(.hit)')].filter(shown)
      .map(e => box(e, 'city', e.closest('.city').getAttribute('data-opt') || '')),
  ];
  const frame = svg.querySelector('.inset rect').getBoundingClientRect();
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
                            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const problems = [];
  for (const n of names) {
    if (n.left < clip.left - 0.5 || n.right > clip.right + 0.5 || n.top < clip.top - 0.5 ||
        n.bottom > clip.bottom + 0.5) problems.push(`"${n.text}" outside the map`);
    const cx = (n.left + n.right) / 2, cy = (n.top + n.bottom) / 2;
    if (cx > frame.left && cx < frame.right && cy > frame.top && cy < frame.bottom &&
        (n.left < frame.left - 0.5 || n.right > frame.right + 0.5))
      problems.push(`"${n.text}" outside the Berlin inset`);
  }
  names.forEach((n, i) => {
    for (const m of names.slice(i + 1))
      if (overlap(n, m)) problems.push(`"${n.text}" x "${m.text}"`);
    for (const o of others)
      if (overlap(n, o) && !o.el.contains(n.el))
        problems.push(`"${n.text}" x ${o.what} "${o.text}"`);
  });
  return {names: names.length, problems};
}"""


def late_save(seed: int = 11, choices: int = 500) -> str:
    game = Game.new(seed)
    rnd = random.Random(seed)
    for _ in range(choices):
        if game.prompt is None:  # over (seed 11 ends in decade IV, East winning)
            break
        game.choose(rnd.choice(game.prompt.options).id)
    return game.save()


def measure(page: Page, where: str) -> list[str]:
    found = []
    for lang in LANGS:
        page.click("#btn-lang")
        page.click(f"#lang-menu button[lang={lang}]")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            result = page.evaluate(LABELS_JS)
            assert result["names"] >= 50  # 38 cities, 14 provinces, Berlin and its sectors
            found += [f"{where}, {lang}, {width}x{height}: {p}" for p in result["problems"]]
    page.set_viewport_size({"width": 1366, "height": 768})
    return found


def test_no_map_name_collides_or_is_clipped(page: Page, site: Site) -> None:
    boot(page, f"{site.url}?seed=1&lang=en")
    if page.evaluate("document.body.dataset.passing") == "1":
        page.click("#pass-ok")
    problems = measure(page, "start")
    page.click("#btn-home")
    page.fill("#welcome-save", late_save())
    page.click("#welcome-load")
    if page.evaluate("document.body.dataset.passing") == "1":
        page.click("#pass-ok")
    if page.locator("#result-close").is_visible():
        page.click("#result-close")
    assert int(page.evaluate("document.body.dataset.choices")) >= 300
    problems += measure(page, "late")
    assert problems == [], "\n".join(problems)


def test_the_display_names_its_cards_whole(page: Page, site: Site) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    boot(page, f"{site.url}?seed=1&lang=pl")
    if page.evaluate("document.body.dataset.passing") == "1":
        page.click("#pass-ok")
    tiles = page.locator("#prompt .tile")
    expect(tiles.first).to_be_visible()
    cut = page.evaluate("""() => [...document.querySelectorAll(
        '#prompt .tile-name, #prompt .tile-tag')].filter(e => e.getClientRects().length)
        .filter(e => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
        .map(e => e.textContent)""")
    assert tiles.count() >= 9 and cut == [], cut
    choose_first(page)  # the game goes on with the names whole
