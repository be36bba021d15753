"""The computer opponent (wsdv/ai): legal choices, fair play, reproducibility, arena."""

from __future__ import annotations

import random

import pytest

from wsdv.ai import choose, choose_json, search
from wsdv.ai.arena import (
    code_fingerprint,
    files_fingerprint,
    load_records,
    play_game,
    report,
    run,
    wilson,
)
from wsdv.ai.determinize import determinize, hidden_info
from wsdv.ai.easy import after, macro_moves
from wsdv.ai.evaluate import east_win_probability, future, project
from wsdv.ai.independent import independent_choice
from wsdv.ai.search import SearchConfig, _best_follow, _worst_with_follow, own_pool
from wsdv.engine import Game


def advance(seed: int, until, max_choices: int = 3000) -> Game:
    """A game played by Easy until `until(game)` holds at a prompt."""
    g = Game.new(seed)
    n = 0
    while g.prompt is not None and not until(g):
        assert n < max_choices
        g.choose(choose(g, g.prompt.side, "easy", n))
        n += 1
    assert g.prompt is not None, "the game ended before the wanted position"
    return g


def turn_mid_decade(side: str):
    other = "east" if side == "west" else "west"

    def at(g: Game) -> bool:
        p = g.prompt
        return (p.kind == "card" and p.side == side and g.state.half == 1
                and len(g.state.display) <= 5 and len(g.state.hands[other]) == 2)
    return at


west_turn_mid_decade = turn_mid_decade("west")


def hidden_swapped(g: Game, side: str = "west") -> Game:
    """A copy that differs only in what `side` cannot see: the other hand and the deck."""
    other = "east" if side == "west" else "west"
    h = g.clone()
    s = h.state
    assert s.deck and s.hands[other]
    s.hands[other][0], s.deck[0] = s.deck[0], s.hands[other][0]
    s.deck.reverse()
    return h


@pytest.mark.parametrize("seed", [3, 4])
def test_easy_vs_random_games_finish_with_legal_choices(seed: int) -> None:
    """Game.choose raises IllegalChoice on an illegal option: whole games must finish."""
    for east, west in (("easy", "random"), ("random", "easy")):
        rec = play_game(seed, east, west)
        assert rec.winner in ("east", "west")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_search_levels_choose_legal_options(level: str) -> None:
    g = advance(5, lambda g: g.prompt.kind == "card" and g.state.half == 2)
    for _ in range(4):  # the card, its action and what follows
        p = g.prompt
        option = choose(g, p.side, level, 11)
        assert option in p.ids()
        g.choose(option)


def test_determinize_is_consistent_over_random_games() -> None:
    """At every prompt of random games the re-dealt copy offers the same options, and the
    hidden cards keep their counts."""
    for seed in range(4):
        g = Game.new(seed)
        rnd = random.Random(seed)
        while g.prompt is not None:
            if rnd.random() < 0.2:
                side = g.prompt.side
                d = determinize(g, side, random.Random(1))
                assert d.prompt.ids() == g.prompt.ids()
                opp = "east" if side == "west" else "west"
                assert len(d.state.hands[opp]) == len(g.state.hands[opp])
                assert len(d.state.deck) == len(g.state.deck)
                assert d.state.hands[side] == g.state.hands[side]
            g.choose(rnd.choice(g.prompt.options).id)


def test_fairness_determinized_copy_ignores_hidden_cards() -> None:
    """Two games that differ only in hidden cards give the same re-dealt copy."""
    g = advance(8, west_turn_mid_decade)
    h = hidden_swapped(g)
    assert h.state.hands["east"] != g.state.hands["east"]
    assert g.view("west") == h.view("west")
    a = determinize(g, "west", random.Random(42)).state.to_dict()
    b = determinize(h, "west", random.Random(42)).state.to_dict()
    assert a == b


@pytest.mark.parametrize(("level", "side"), [("random", "west"), ("easy", "west"),
                                           ("normal", "west"), ("easy", "east"),
                                           ("normal", "east"), ("hard", "west"),
                                           ("hard", "east")])
def test_fairness_same_choice_whatever_the_hidden_cards(level: str, side: str) -> None:
    g = advance(8, turn_mid_decade(side))
    h = hidden_swapped(g, side)
    other = "east" if side == "west" else "west"
    assert h.state.hands[other] != g.state.hands[other]
    for seed in (1, 2):
        assert choose(g, side, level, seed) == choose(h, side, level, seed)


def test_fixed_seed_gives_fixed_choice() -> None:
    g = advance(6, lambda g: g.prompt.kind == "card" and len(g.prompt.options) > 3)
    side = g.prompt.side
    for level in ("easy", "normal"):
        first = choose(g, side, level, 7)
        assert choose(g.clone(), side, level, 7) == first
        assert choose(Game.from_state_json(g.state_json()), side, level, 7) == first
        assert choose_json(g.state_json(), side, level, 7) == first


def test_time_budget_still_gives_a_legal_choice() -> None:
    g = advance(6, lambda g: g.prompt.kind == "card" and len(g.prompt.options) > 3)
    assert choose(g, g.prompt.side, "hard", 3, time_budget=0.001) in g.prompt.ids()


def _deals_played(monkeypatch: pytest.MonkeyPatch, g: Game, cfg: SearchConfig) -> list[int]:
    """search_choice on g with cfg; returns how many candidates each deal searched."""
    real = search._two_ply
    sizes: list[int] = []

    def counted(*a, **k):
        out = real(*a, **k)
        sizes.append(len(out))
        return out

    monkeypatch.setattr(search, "_two_ply", counted)
    option = search.search_choice(g, g.prompt.side, cfg, random.Random(4))
    assert option in g.prompt.ids()
    return sizes


def test_search_uses_a_generous_budget_for_more_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a budget the deals are fixed (`samples`); with time to spare the search adds
    deals up to `max_samples`; with none left it answers from what it searched."""
    g = advance(6, lambda g: g.prompt.kind == "card" and len(g.prompt.options) > 3)
    cfg = SearchConfig(candidates=3, samples=1, replies=2, max_samples=3)
    assert _deals_played(monkeypatch, g, cfg) == [3]
    assert _deals_played(monkeypatch, g, cfg.with_budget(600.0)) == [3, 3, 3]
    assert len(_deals_played(monkeypatch, g, cfg.with_budget(1e-9))) <= 1


def test_independent_player_finishes_games_and_beats_random() -> None:
    """The arena's independent rule player ("rules"): legal choices for whole games, on
    both sides, and it wins them against random."""
    for east, west in (("rules", "random"), ("random", "rules")):
        rec = play_game(5, east, west)
        assert rec.winner == ("east" if east == "rules" else "west")


def test_independent_player_is_fair() -> None:
    g = advance(8, turn_mid_decade("west"))
    h = hidden_swapped(g, "west")
    for seed in (1, 2):
        assert independent_choice(g, "west", seed) == independent_choice(h, "west", seed)


def test_determinization_keeps_what_the_guillaume_affair_showed() -> None:
    """6.4 Guillaume affair: East's re-dealt copies keep the deck cards it saw on top, in
    order, and the card it gave away where it went (the engine's knowledge data)."""
    from positions import event_game, icon

    g = event_game("50", "east")
    icon(g, "guillaume_affair")
    s = g.state
    top2 = s.deck[-2:]
    mine = s.hands["east"][0]
    g.choose("look:deck")
    g.choose(f"swap:{mine}:{top2[1]}")
    info = hidden_info(g, "east")
    assert info.knowledge.deck_top == [mine, top2[0]]
    for seed in range(5):
        d = determinize(g, "east", random.Random(seed))
        assert d.state.deck[-2:] == [top2[0], mine]
    assert hidden_info(g, "west").knowledge.deck_top == []


def test_hidden_pool_matches_the_counts() -> None:
    g = advance(10, west_turn_mid_decade)
    info = hidden_info(g, "west")
    s = g.state
    # ruling 28: the undrawn decks of past decades are set aside unseen, so in the pool too
    assert len(info.pool) == len(s.hands["east"]) + len(s.deck) + len(s.set_aside)
    assert set(s.hands["east"]) | set(s.set_aside) <= set(info.pool)


def test_wilson_interval() -> None:
    p, lo, hi = wilson(90, 100)
    assert p == 0.9 and 0.82 < lo < 0.83 and 0.94 < hi < 0.95


def test_arena_smoke() -> None:
    recs = run("easy", "random", games=2, seed=21)
    assert {r.east for r in recs} == {"easy", "random"}
    text = report(recs, "easy", "random")
    assert "easy overall" in text and "CI" in text and "ms" in text


def test_arena_report_of_one_level_against_itself_names_one_assignment() -> None:
    """With the same level on both sides a deal's two side assignments are the same game
    (--one-side plays it once): the report says East's and West's share of those games and
    does not claim each deal was played with both assignments."""
    recs = run("easy", "easy", games=2, seed=41, one_side=True)
    text = report(recs, "easy", "easy")
    assert "both side assignments" not in text
    east = sum(r.winner == "east" for r in recs)
    assert f"easy as east: {east}/2 won" in text and f"easy as west: {2 - east}/2 won" in text
    assert "both side assignments" in report(run("easy", "random", games=2, seed=41),
                                             "easy", "random")


def test_arena_resume_keeps_finished_games_and_plays_the_rest(tmp_path) -> None:
    """A run cut short and resumed from its records gives the whole run's games, each
    played once (a game is fixed by its seed and side assignment)."""
    whole = run("easy", "random", games=4, seed=31)
    path = tmp_path / "recs.jsonl"
    run("easy", "random", games=2, seed=31, records=str(path))
    first = load_records(str(path))
    resumed = run("easy", "random", games=4, seed=31, records=str(path), done=first)
    key = lambda r: (r.seed, r.east, r.winner, r.reason, r.choices)  # noqa: E731
    assert sorted(map(key, resumed)) == sorted(map(key, whole))
    assert len(load_records(str(path))) == 4


def test_arena_resume_plays_again_the_games_of_other_code(tmp_path) -> None:
    """A 200-game arena outlasts a session, so it is resumed from its records; a record
    played by other code (another fingerprint) is not kept but played again, and the
    report names the code of its games."""
    path = tmp_path / "recs.jsonl"
    run("easy", "random", games=2, seed=31, records=str(path))
    first = load_records(str(path))
    assert {r.code for r in first} == {code_fingerprint()}
    first[0].code = "0" * 16
    resumed = run("easy", "random", games=2, seed=31, done=first)
    assert [r.code for r in resumed].count(code_fingerprint()) == 2
    assert first[0] not in resumed and first[1] in resumed
    assert f"Code: {code_fingerprint()}" in report(resumed, "easy", "random")


def test_the_code_fingerprint_follows_every_file_that_plays(tmp_path) -> None:
    root = tmp_path
    for name in ("wsdv/engine/a.py", "wsdv/data/b.json", "wsdv/ai/c.py",
                 "tools/search_player.py"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("x = 1\n")
    before = files_fingerprint(root)
    for name in ("wsdv/engine/a.py", "wsdv/data/b.json", "wsdv/ai/c.py",
                 "tools/search_player.py"):
        (root / name).write_text("x = 2\n")
        assert files_fingerprint(root) != before
        before = files_fingerprint(root)
    (root / "wsdv/ai/notes.txt").write_text("not code")
    assert files_fingerprint(root) == before


def test_follow_cut_is_exact() -> None:
    """The third ply's cut (replies from the worst outcome up, stop at the first one not
    below the worst so far) gives the plain worst over every reply of max(outcome, best
    follow-up)."""
    from wsdv.ai.evaluate import value
    g = advance(12, turn_mid_decade("west"))
    me = g.prompt.side
    d = determinize(g, me, random.Random(3))
    for m in macro_moves(d)[:3]:
        g1 = after(d, *m)
        if g1.prompt is None or g1.prompt.side == me:
            continue
        answered = []
        for r in macro_moves(g1)[:6]:
            g2 = after(g1, *r)
            answered.append((value(g2.state, me), len(answered), g2))
        follows = own_pool(answered[0][2], me, 3) if answered[0][2].prompt.side == me else []
        plain = min(max(v, _best_follow(g2, me, follows, 3)) if g2.prompt is not None
                    and g2.prompt.kind == "card" and g2.prompt.side == me else v
                    for v, _, g2 in answered)
        assert _worst_with_follow(answered, me, 3, list(follows)) == pytest.approx(plain)


def test_future_likes_socialists_and_the_tracks_for_east() -> None:
    """The later-decade estimate rises for East with more socialists on the board and with
    the socialist, prestige and Western currency tracks moved toward East."""
    g = advance(14, lambda g: g.state.decade == 2 and g.prompt.kind == "card")
    s = g.state
    pr = project(s)
    base = future(s, pr, 0, 0)
    for change in ("soc_track", "prestige", "wc"):
        c = s.clone(with_log=False)
        setattr(c, change, getattr(c, change) + 1)
        assert future(c, project(c), 0, 0) > base, change
    more = project(s)
    more.box += 1
    more.on_board += 1
    assert future(s, more, 0, 0) > base
    assert 0.0 <= east_win_probability(s) <= 1.0


def test_estimate_leans_on_the_standing_early_and_on_the_projection_late() -> None:
    """evaluate.combine: with the whole decade to play the estimate is nearly standing()
    (future() on the position as it stands); the projection's weight grows turn by turn to
    1 at the End of Decade (t_projection)."""
    from wsdv.ai.evaluate import TURNS_IN_DECADE, standing, t_projection, turns_left
    assert t_projection(TURNS_IN_DECADE) < 0.1 and t_projection(0) == 1.0
    assert all(t_projection(t) > t_projection(t + 1) for t in range(TURNS_IN_DECADE))
    g = advance(14, lambda g: g.state.decade == 2 and g.prompt.kind == "card")
    s = g.state
    assert turns_left(s) == TURNS_IN_DECADE
    assert abs(east_win_probability(s) - standing(s)) <= t_projection(TURNS_IN_DECADE)


def test_fit_recovers_logistic_weights_and_features_match_future() -> None:
    """fit.py (where future()'s weights come from): Newton's method finds the weights of a
    known logistic model, and the feature vector has one entry per named feature."""
    from wsdv.ai.fit import FEATURES, _sigmoid, features, fit
    rnd = random.Random(5)
    true_w = [0.5, -1.0]
    x = [[1.0, rnd.uniform(-3, 3)] for _ in range(3000)]
    y = [1.0 if rnd.random() < _sigmoid(r[0] * true_w[0] + r[1] * true_w[1]) else 0.0
         for r in x]
    w = fit(x, y, l2=0.01)
    assert w == pytest.approx(true_w, abs=0.15)
    g = advance(14, lambda g: g.state.decade == 2 and g.prompt.kind == "card")
    assert len(features(g.state)) == len(FEATURES)


def test_four_ply_cuts_are_exact() -> None:
    """Hard's fourth ply with alpha-beta cuts equals the plain minimax over the same pools:
    worst reply, best follow-up, worst answer."""
    from wsdv.ai.evaluate import value
    from wsdv.ai.search import SearchConfig, _four_ply, _moves_from, own_pool, reply_pool
    cfg = SearchConfig(candidates=3, samples=1, replies=3, follow=3, answer=3)
    g = advance(12, turn_mid_decade("west"))
    me = g.prompt.side
    d = determinize(g, me, random.Random(3))
    m = macro_moves(d)[0]
    replies = reply_pool(d, me, cfg.replies, m)
    g1 = after(d, *m)
    answered = _moves_from(g1, me, replies, cfg.replies)
    follows = own_pool(answered[0][2], me, cfg.follow)

    def plain_follow(g2: Game) -> float:
        ours = _moves_from(g2, me, follows, cfg.follow)
        if not ours:
            return value(g2.state, me)
        best = -1.0
        for v, _, g3 in ours:
            if g3.prompt is not None and g3.prompt.side != me and g3.prompt.kind == "card":
                answers = _moves_from(g3, me, replies, cfg.answer)
                v = min(a[0] for a in answers) if answers else v
            best = max(best, v)
        return best

    plain = min(plain_follow(g2) if g2.prompt is not None and g2.prompt.side == me
                and g2.prompt.kind == "card" else v for v, _, g2 in answered)
    assert _four_ply(answered, me, cfg, replies, list(follows)) == pytest.approx(plain)
