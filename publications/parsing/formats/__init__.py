"""Format readers: one module per input format, each exposing ``parse(text) -> ParseResult``.

Structured formats are read by their own grammar (``bibtex``, ``ris``, ``csljson``; a Web of
Science export is written as RIS by ``wos``); page copies with a fixed layout by theirs (``dblp``,
``scholar``, ``orcid``, ``authordb``, ``latex`` CV source; the result lists of zbMATH Open,
SSRN and NASA ADS, bounded by their identifier lines, by ``closedrecords`` for ``authordb``); free
text (``citations``) by the line labeller and the entry reader. ``parsing.REGISTRY`` maps each
``InputFormat`` to its module.
"""
