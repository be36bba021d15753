"""German templates (filled below)."""

TEMPLATES: dict = {}
