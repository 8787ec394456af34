"""Segmentation: which lines of a paste start an entry, continue one, are headings (and what
they announce: a year, a type, a highlighted section), are noise or are blank.

``label_lines(lines)`` runs the trained line labeller (``model.py``) over the features of
``features.py``; ``formats/citations.py`` combines its labels with the rules for clear structure
(list markers, numbering, year headings).
"""

from .model import HEADINGS, LineLabel, label_lines

__all__ = ["HEADINGS", "LineLabel", "label_lines"]
