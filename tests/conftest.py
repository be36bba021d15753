"""Shared by every test folder: import paths, and the ``slow`` marker.

``@pytest.mark.slow`` marks the long runs (the full fuzz counts): they are left out unless
WSDV_LONG=1 is set or ``-m`` names them (``pytest -m slow`` runs only them). The default run
keeps a smaller share of the same seeded games, so it still fuzzes.
"""

import os
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))
# tools/site_support.py: how to launch chromium here, the site build (sitebuild) importable
sys.path.insert(0, str(TESTS.parent / "tools"))

LONG = os.environ.get("WSDV_LONG", "") not in ("", "0")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long runs, only with WSDV_LONG=1 or -m slow")
    config.addinivalue_line("markers", "xdist_group(name): run on one pytest-xdist worker")
    config.addinivalue_line("markers", "fresh_page: a browser test gets a page of its own "
                            "instead of the worker's shared one (tests/e2e/conftest.py)")
    config.addinivalue_line("markers", "snapshot_maker: a browser test's pages make the "
                            "start-up snapshot (switched off elsewhere: tests/e2e/conftest.py)")
    config.pluginmanager.register(LongestFirst(), "wsdv-longest-first")


# The longest tests (pytest --durations: about 8 s and more) start first, in this order, so
# that pytest-xdist's workers end together: a long test picked up last would keep one worker
# busy while the other has nothing left. Only the order changes (the rest keep theirs); a
# name that no longer matches only loses its place. Browser tests and CPython tests take
# turns, so that two browsers do not share the cores at the start.
LONGEST_FIRST = [
    "test_fuzz.py::test_random_games_keep_invariants",
    "e2e/test_snapshot.py::test_snapshot_visits_offline_damage_and_a_new_build",
    "test_outlook_differential.py::test_outlook_bounds_hold_for_every_played_end_of_decade",
    "e2e/test_play.py::test_complete_game_through_the_ui",
    "e2e/test_saves.py::test_a_new_build_replaces_the_old_cache",
    "e2e/test_remote.py::test_an_invitation_by_link_a_turn_and_a_refused_message",
    "test_fuzz.py::test_save_load_after_every_choice",
    "e2e/test_computer.py::test_computer_plays_offline_on_a_second_visit",
    "test_fuzz_events.py::test_6_4_fuzz_every_event_face_is_triggered",
    "e2e/test_reliability.py::test_an_update_while_a_game_is_open_is_announced_and_keeps_the_game",
    "test_map.py::test_make_map_is_deterministic",
    "e2e/test_reliability.py::test_two_tabs_on_one_game_lose_no_choice_and_say_so",
    "test_ui_render.py::test_hot_seat_through_a_game_never_shows_a_hand_to_the_wrong_side",
    "e2e/test_follow.py::test_phone_layout",
    "test_storage.py::test_no_stored_garbage_makes_the_games_list_raise",
    "test_words.py::test_every_message_of_200_random_games_renders_in_every_language",
    "e2e/test_welcome.py::test_two_players_a_reload_returns_to_the_game_a_new_tab_offers_to_"
    "continue",
    "e2e/test_recap.py::test_each_computer_turn_is_marked_and_summarised",
    "e2e/test_saves.py::test_second_visit_boots_offline_from_the_service_worker",
    "e2e/test_computer.py::test_game_against_the_computer_to_its_result",
    # the longest under Pyodide (build.py pyodide-tests: its shards claim the tests in
    # this order, so the long ones are shared out); the two fair-play modules are claimed
    # whole (their xdist_group) and take about half of that run
    "test_fair_attacks.py::test_a_game_ending_message_without_the_secret_is_refused",
    "test_fair.py::test_a_whole_game_by_strings_ends_verified",
    "test_outlook.py::test_outlook_matches_the_end_of_decade",
    "test_rules_sequence.py::test_save_string_of_a_whole_game_is_small",
    "test_rules_sequence.py::test_load_any_text_raises_only_save_error",
    "test_rules_set_aside.py::test_9_10_no_view_log_or_knowledge_names_a_set_aside_card",
    "test_preview.py::test_the_preview_is_the_same_whatever_the_hidden_cards",
    "test_remote_store.py::test_a_full_storage_keeps_the_game_in_the_tab_and_a_reload_restores_it",
    "test_fair_attacks.py::test_a_swapped_public_key_gives_the_two_pages_different_fingerprints",
    "test_ai_hint.py::test_service_plays_a_whole_game_through_state_strings",
    "test_fair_attacks.py::test_a_share_under_another_key_or_for_another_slot_is_refused",
    "test_rules_sequence.py::test_load_checksummed_random_content_raises_only_save_error",
]


def _longest_first(item: pytest.Item) -> int:
    path = item.path.relative_to(TESTS).as_posix()
    name = f"{path}::{getattr(item, 'originalname', item.name)}"
    return LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)


class LongestFirst:
    """Puts LONGEST_FIRST's tests first, after pytest's own reordering (by fixtures, which
    would gather the browser tests again)."""

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        items.sort(key=_longest_first)  # stable: the others keep their order


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's, which reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        # The build tests share two fresh builds (a session fixture): one worker makes them.
        if "site" in item.path.relative_to(TESTS).parts[:1]:
            item.add_marker(pytest.mark.xdist_group("site"))
    items.sort(key=_longest_first)  # before build.py pyodide-tests takes its shard
    if LONG or "slow" in (config.getoption("markexpr", "") or ""):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]
