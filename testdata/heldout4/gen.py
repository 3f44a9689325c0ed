"""Write the fourth set of held-out publication lists and their gold.

Every name, title, venue, DOI and identifier here is invented. Each list is
written from one table of entries, so its gold agrees with its text by
construction. Run `python3 gen.py` (from anywhere; it writes beside itself)
only to regenerate after changing an entry. The PDFs are laid out by the
small writer below (base-14 fonts, no PDF library) and the Word file is
zipped by hand (zipfile, fixed timestamps), so a run rewrites every file
byte for byte.
"""
import json, os, zipfile
from html import escape

OUT = os.path.dirname(os.path.abspath(__file__))


def pub(title, authors, venue, year, kind, venue_full, complete=True, eq=()):
    return {"title": title, "authors": list(authors), "authors_complete": complete,
            "equal_contribution": list(eq), "venue": venue, "venue_full": venue_full,
            "year": year, "kind": kind}


def write(name, data, owner, pubs, notes):
    mode = 'wb' if isinstance(data, bytes) else 'w'
    kw = {} if mode == 'wb' else {'encoding': 'utf-8'}
    with open(os.path.join(OUT, name), mode, **kw) as f:
        f.write(data)
    gold = {"file": name, "owner": owner, "advisors": [], "mentors": [], "education": [],
            "employment": [], "publications": pubs, "notes": notes}
    with open(os.path.join(OUT, name + '.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print(name, len(pubs), sum(len(p['authors']) for p in pubs))


def full(p):
    return p[0] + ' ' + p[1]


def ini(given, dots=True, space=True):
    """Initials of a given name: 'Jia Hui' -> 'J. H.' (dots) or 'JH'."""
    parts = []
    for w in given.split(' '):
        hy = w.split('-')
        parts.append('-'.join(h[0] + '.' for h in hy) if dots else ''.join(h[0].upper() for h in hy))
    return (' ' if space else '').join(parts) if dots else ''.join(parts)


def jn(xs, sep, two, many):
    if len(xs) == 1:
        return xs[0]
    if len(xs) == 2:
        return xs[0] + two + xs[1]
    return sep.join(xs[:-1]) + many + xs[-1]


# ------------------------------------------------ 1 anthropology, Pandoc citeproc HTML (div.csl-entry, Chicago author-date)
def pandoc_csl():
    own = ('Nomvula', 'Dlamini')
    P = {'te': ('Tomás', 'Echeverría'), 'as': ('Ayaan', 'Siddiqui'), 'lk': ('Liisa', 'Koskinen'),
         'bo': ('Babajide', 'Olatunji'), 'mh': ('Mei-Ling', 'Hsu'), 'ro': ('Rangi', 'Ormsby')}
    E = [
        ('art', [own], 2016, 'Kinship Ledgers: Borrowing and Obligation in a Peri-Urban Township', 'Journal of Southern African Ethnography', '41 (2): 211–34'),
        ('art', [own, P['te']], 2018, 'Waiting as Work: Queues, Permits and Time at a Municipal Office', 'Anthropology of Work Review', '39 (1): 18–31'),
        ('book', [own], 2019, 'The Borrowed Roof: Housing, Debt and Care after Apartheid', 'Pietermaritzburg: Umgeni University Press', None),
        ('chap', [own, P['as']], 2020, 'Remittance Phones and the Moral Weight of Airtime', 'Digital Intimacies in the Global South', '88–109. Oxford: Berghahn'),
        ('art', [P['lk'], own, P['bo']], 2021, 'Collaborative Ethnography across Three Cities: Notes on Method', 'Field Methods', '33 (4): 402–19'),
        ('art', [own], 2022, 'Funeral Societies and the Insurance of Reputation', 'Africa: Journal of the International African Institute', '92 (3): 377–96'),
        ('art', [P['mh'], own], 2023, 'Rent, Kin and the Grammar of Refusal', 'Current Anthropology', '64 (5): 530–52'),
        ('chap', [own], 2023, 'Ethnography of Small Debts', 'The Handbook of Economic Anthropology, 3rd ed.', '211–29. Cheltenham: Edward Elgar'),
        ('art', [own, P['ro'], P['te']], 2024, 'Shared Yards: Informal Rental Markets in Two Southern Cities', 'City & Society', '36 (1): 44–63'),
    ]
    eds = {'Digital Intimacies in the Global South': 'Marta Kowalska and Jun Hasegawa',
           'The Handbook of Economic Anthropology, 3rd ed.': 'Olga Brenner'}
    h = ['<!DOCTYPE html>', '<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">', '<head>',
         '  <meta charset="utf-8" />', '  <meta name="generator" content="pandoc" />',
         '  <meta name="author" content="Nomvula Dlamini" />', '  <title>Publications – Nomvula Dlamini</title>',
         '  <style>', '    div.csl-bib-body { }', '    div.hanging-indent{margin-left: 1.5em; text-indent: -1.5em;}',
         '    div.csl-entry { clear: both; margin-bottom: 0em; }', '  </style>', '</head>', '<body>',
         '<header id="title-block-header">', '<h1 class="title">Publications</h1>', '<p class="author">Nomvula Dlamini</p>',
         '<p class="date">Updated March 2025</p>', '</header>',
         '<p>This list is generated from my Zotero library with <code>pandoc --citeproc</code> (Chicago author-date).</p>',
         '<div id="refs" class="references csl-bib-body hanging-indent" role="list">']
    pubs = []
    for i, (k, au, y, t, v, rest) in enumerate(E):
        first = au[0][1] + ', ' + au[0][0]
        names = jn([first] + [full(a) for a in au[1:]], ', ', ', and ' if len(au) > 2 else ', and ', ', and ')
        doi = 'https://doi.org/10.5555/anth.%d.%02d' % (y, i + 3)
        if k == 'art':
            body = '%s. %d. “%s.” <em>%s</em> %s. <a href="%s">%s</a>.' % (escape(names, False), y, escape(t, False), escape(v, False), rest, doi, doi)
            pubs.append(pub(t, [full(a) for a in au], v, y, 'journal', '%s %s.' % (v, rest)))
        elif k == 'book':
            body = '%s. %d. <em>%s</em>. %s.' % (escape(names, False), y, escape(t, False), v)
            pubs.append(pub(t, [full(a) for a in au], v.split(': ')[1], y, 'book', v + '.'))
        else:
            body = '%s. %d. “%s.” In <em>%s</em>, edited by %s, %s.' % (escape(names, False), y, escape(t, False), escape(v, False), eds[v], rest)
            pubs.append(pub(t, [full(a) for a in au], v, y, 'chapter', 'In %s, edited by %s, %s.' % (v, eds[v], rest)))
        key = 'ref-%s%d%s' % (au[0][1].lower(), y, 'ab'[i % 2])
        h += ['<div id="%s" class="csl-entry" role="listitem">' % key, body, '</div>']
    h += ['</div>', '<h2 id="talks">Recent talks</h2>', '<ul>',
          '<li>“Small debts, long memories.” Keynote, Pan-African Anthropology Association, Accra, 2023.</li>',
          '<li>“Queues as institutions.” Department seminar, University of Cape Town, 2022.</li>', '</ul>', '</body>', '</html>', '']
    write('anthropology-pandoc-csl.html', '\n'.join(h), full(own), pubs,
          "Synthetic. Standalone HTML written by pandoc --citeproc: title block with p.author, then div#refs.csl-bib-body with one "
          "div.csl-entry per reference in Chicago author-date ('Surname, Given, Given Surname, and Given Surname. Year. “Title.” <em>Journal</em> vol (issue): pages. DOI-URL.'). "
          "First author inverted → 'Given Surname'. One book (<em> title, 'Place: Publisher', venue the publisher), two chapters "
          "('In <em>Book</em>, edited by …' — editors are not authors, venue the book). The talks list is not publications.")


# ------------------------------------------------ 2 seismology, a Zotero 'Create Bibliography' HTML in IEEE style with COinS spans
def zotero_ieee():
    own = ('Tomasz', 'Wiśniewski')
    P = {'ak': ('Aigerim', 'Kassymova'), 'rf': ('Rafael', 'Figueroa'), 'ht': ('Hoang', 'Thi Lan'), 'sn': ('Sipho', 'Ndlovu'),
         'eb': ('Emre', 'Bayraktar'), 'kp': ('Katarzyna', 'Pawlak'), 'jl': ('Jae-won', 'Lim')}
    E = [
        ('Ambient-noise tomography of the Carpathian foredeep from a dense nodal array', [own, P['kp'], P['eb']], 'Geophysical Journal International', 'vol. 224, no. 2, pp. 1130–1148', 2021, 'journal'),
        ('Detecting induced microseismicity near geothermal doublets with template matching', [P['ak'], own], 'Seismological Research Letters', 'vol. 92, no. 4, pp. 2450–2462', 2021, 'journal'),
        ('A catalogue of mining tremors in Upper Silesia, 2000–2020', [own, P['kp'], P['sn'], P['jl']], 'Acta Geophysica', 'vol. 70, pp. 33–51', 2022, 'journal'),
        ('Distributed acoustic sensing on telecom fibre: a field test in an urban setting', [P['rf'], P['ht'], own], 'in Proc. EAGE Annual Conference', 'pp. 1–5', 2022, 'conference'),
        ('Machine-learning phase pickers under strong cultural noise', [P['jl'], own, P['ak']], 'Journal of Geophysical Research: Solid Earth', 'vol. 128, no. 3, Art. no. e2022JB025511', 2023, 'journal'),
        ('Site amplification from horizontal-to-vertical spectral ratios in the Vistula valley', [own, P['eb']], 'Bulletin of the Seismological Society of America', 'vol. 113, no. 6, pp. 2601–2615', 2023, 'journal'),
        ('Real-time magnitude estimation for small networks', [P['sn'], P['rf'], P['kp'], own], 'in Proc. IEEE Int. Geoscience and Remote Sensing Symp. (IGARSS)', 'pp. 7712–7715', 2024, 'conference'),
        ('Seismic Monitoring of Deep Mines', [own], 'Warsaw, Poland: Polish Scientific Publishers', '', 2024, 'book'),
    ]
    h = ['<html><head><meta charset="utf-8"><title>Tomasz Wiśniewski – publications</title></head><body>',
         '<h1>Tomasz Wiśniewski</h1>', '<p>Institute of Geophysics, Warsaw · <a href="mailto:t.wisniewski@example.pl">t.wisniewski@example.pl</a></p>',
         '<h2>Publications</h2>', '<p><small>Exported from Zotero (IEEE). Numbers are not citation counts.</small></p>',
         '<div class="csl-bib-body" style="line-height: 1.35; ">']
    pubs = []
    for i, (t, au, v, rest, y, kind) in enumerate(E):
        names = jn(['%s %s' % (ini(a[0]), a[1]) for a in au], ', ', ' and ', ', and ')
        gold = ['%s %s' % (ini(a[0]), a[1]) for a in au]
        coins = 'url_ver=Z39.88-2004&amp;ctx_ver=Z39.88-2004&amp;rft_val_fmt=info%%3Aofi%%2Ffmt%%3Akev%%3Amtx%%3Ajournal&amp;rft.atitle=%s&amp;rft.aulast=%s&amp;rft.date=%d' % (
            t.replace(' ', '%20'), au[0][1], y)
        if kind == 'book':
            body = '%s, <i>%s</i>. %s, %d.' % (names, t, v, y)
            venue, vf = 'Polish Scientific Publishers', '%s, %d.' % (v, y)
        elif kind == 'conference':
            body = '%s, “%s,” %s, %d, %s, doi: 10.5555/seis.%d.%d.' % (names, t, v, y, rest, y, 40 + i)
            venue = 'IGARSS' if 'IGARSS' in v else v[len('in Proc. '):]
            vf = '%s, %d, %s.' % (v, y, rest)
        else:
            body = '%s, “%s,” <i>%s</i>, %s, %d, doi: 10.5555/seis.%d.%d.' % (names, t, v, rest, y, y, 40 + i)
            venue, vf = v, '%s, %s, %d.' % (v, rest, y)
        h += ['  <div class="csl-entry" style="clear: left; ">',
              '    <div class="csl-left-margin" style="float: left; padding-right: 0.5em;text-align: right; width: 1em;">[%d]</div>'
              '<div class="csl-right-inline" style="margin: 0 .4em 0 1.5em;">%s</div>' % (i + 1, body),
              '  </div>', '  <span class="Z3988" title="%s"></span>' % coins]
        pubs.append(pub(t, gold, venue, y, kind, vf))
    h += ['</div>', '<h2>Field campaigns</h2>', '<ul><li>Podhale nodal experiment, 240 stations, 2019</li><li>Silesia DAS test, 2022</li></ul>', '</body></html>', '']
    write('seismology-zotero-ieee.html', '\n'.join(h), full(own), pubs,
          "Synthetic. HTML page around a Zotero 'Create Bibliography' export in IEEE style: div.csl-bib-body, each div.csl-entry holds "
          "div.csl-left-margin '[n]' and div.csl-right-inline 'A. B. Surname, C. Surname, and D. Surname, “Title,” <i>Journal</i>, vol. v, no. n, pp. a–b, Year, doi: …'. "
          "After each entry a COinS span (class Z3988) whose title attribute repeats the title and first author (not a second record). "
          "Two proceedings papers ('in Proc. …', kind conference; venue the acronym IGARSS where printed, else the proceedings name) and a book "
          "(italic title, venue the publisher). 'Field campaigns' are not publications.")


# ------------------------------------------------ 3 ocean engineering, WordPress papercite page with hidden BibTeX blocks
def papercite():
    own = ('Ifeoma', 'Okonkwo')
    P = {'al': ('Anders', 'Lindqvist'), 'mf': ('Montserrat', 'Ferrer'), 'yt': ('Yusuf', 'Tekin'), 'hn': ('Hana', 'Novotná'),
         'kr': ('Kiran', 'Rao'), 'sc': ('Sebastián', 'Cárdenas')}
    E = [
        (2024, 'article', 'Hydrodynamic shape optimisation of a glider wing for low-speed survey missions', [own, P['al'], P['mf']], 'Ocean Engineering', 'vol. 291, p. 116402'),
        (2024, 'inproceedings', 'Acoustic modem scheduling for a swarm of underwater gliders', [P['yt'], own], 'Proceedings of OCEANS 2024', 'p. 1–6'),
        (2023, 'article', 'Wave-induced motion compensation for launch and recovery of small AUVs', [P['hn'], P['kr'], own], 'IEEE Journal of Oceanic Engineering', 'vol. 48, iss. 2, p. 455–469'),
        (2022, 'article', 'A low-cost conductivity sensor for long-endurance profiling floats', [own, P['sc']], 'Journal of Atmospheric and Oceanic Technology', 'vol. 39, iss. 7, p. 987–1001'),
        (2022, 'inproceedings', 'Terrain-aided navigation with sparse multibeam maps', [P['al'], own, P['yt'], P['hn']], 'Proceedings of the IEEE/OES Autonomous Underwater Vehicles Symposium', 'p. 1–8'),
        (2021, 'phdthesis', 'Energy-aware path planning for buoyancy-driven vehicles', [own], 'University of Bergen', None),
        (2020, 'article', 'Glider flight models revisited: parameter identification from field data', [own, P['mf'], P['kr']], 'Applied Ocean Research', 'vol. 101, p. 102241'),
    ]
    h = ['<!DOCTYPE html>', '<html lang="en-GB">', '<head><meta charset="UTF-8" /><title>Publications &#8211; Marine Autonomy Lab</title>',
         "<link rel='stylesheet' id='papercite_css-css' href='https://lab.example.org/wp-content/plugins/papercite/papercite.css' type='text/css' media='all' />",
         '</head>', '<body class="page-template-default page">', '<div id="page" class="site">',
         '<header class="site-header"><p class="site-title"><a href="/">Marine Autonomy Lab</a></p>',
         '<nav><ul id="menu-main"><li><a href="/people/">People</a></li><li><a href="/publications/">Publications</a></li><li><a href="/vehicles/">Vehicles</a></li></ul></nav></header>',
         '<main id="main" class="site-main"><article class="page type-page status-publish hentry">',
         '<header class="entry-header"><h1 class="entry-title">Publications</h1></header>', '<div class="entry-content">',
         '<p>Papers by Dr Ifeoma Okonkwo and the Marine Autonomy Lab. Click [BibTeX] for a citation.</p>']
    pubs = []
    year = None
    for i, (y, typ, t, au, v, rest) in enumerate(E):
        if y != year:
            if year is not None:
                h.append('</ul>')
            h += ['<h3 class="papercite">%d</h3>' % y, '<ul class="papercite_bibliography">']
            year = y
        names = jn(['%s %s' % (ini(a[0]), a[1]) for a in au], ', ', ' and ', ', and ')
        gold = ['%s %s' % (ini(a[0]), a[1]) for a in au]
        key = '%s%d%s' % (au[0][1].lower(), y, t.split()[0].lower())
        if typ == 'article':
            text = '%s, &#8220;%s,&#8221; <span style="font-style: italic">%s</span>, %s, %d. ' % (names, t, v, rest, y)
            vf = '%s, %s, %d.' % (v, rest, y)
            pubs.append(pub(t, gold, v, y, 'journal', vf))
        elif typ == 'inproceedings':
            text = '%s, &#8220;%s,&#8221; in <span style="font-style: italic">%s</span>, %d, %s. ' % (names, t, v, y, rest)
            vf = 'in %s, %d, %s.' % (v, y, rest)
            pubs.append(pub(t, gold, v, y, 'conference', vf))
        else:
            text = '%s, &#8220;%s,&#8221; PhD Thesis, %s, %d. ' % (names, t, v, y)
            pubs.append(pub(t, gold, v, y, 'thesis', 'PhD Thesis, %s, %d.' % (v, y)))
        bib_auth = ' and '.join('%s, %s' % (a[1], a[0]) for a in au)
        field = {'article': 'journal', 'inproceedings': 'booktitle', 'phdthesis': 'school'}[typ]
        bib = ['@%s{%s,' % (typ, key), '  author = {%s},' % bib_auth, '  title = {%s},' % t, '  %s = {%s},' % (field, v), '  year = {%d}' % y, '}']
        h += ['<li><a href="https://lab.example.org/papers/%s.pdf" title="Download PDF" class="papercite_pdf"><img src="/wp-content/plugins/papercite/img/pdf.png" alt="[PDF]"/></a>' % key,
              '<a name="%s"></a>%s' % (key, text),
              '<br/><a href="javascript:void(0)" id="papercite_%d" class="papercite_toggle">[BibTeX]</a>' % (i + 1),
              '<div class="papercite_bibtex" id="papercite_%d_block"><pre><code class="tex bibtex">%s</code></pre></div>' % (i + 1, '\n'.join(bib)),
              '</li>']
    h += ['</ul>', '</div></article></main>', '<footer class="site-footer"><p>Proudly powered by WordPress</p></footer>', '</div></body></html>', '']
    write('oceaneng-wordpress-papercite.html', '\n'.join(h), full(own), pubs,
          "Synthetic. WordPress page with the papercite plugin's output: <h3 class=\"papercite\"> year headings over ul.papercite_bibliography; each li "
          "holds a PDF icon link, an anchor, the IEEE-like reference 'I. Surname, A. Surname, and M. Surname, “Title,” <span italic>Journal</span>, vol., iss., p., Year.', "
          "a [BibTeX] toggle and a hidden div.papercite_bibtex with a <pre> BibTeX record that repeats the same paper (not a second publication). "
          "Proceedings kind conference (venue as printed); a PhD thesis (venue the university). Owner from the intro paragraph ('Dr' dropped).")


# ------------------------------------------------ 4 glaciology, schema.org JSON-LD ScholarlyArticle records behind a thin visible list
def jsonld():
    own = ('Ingrid', 'Haraldsen')
    P = {'cm': ('Chloé', 'Marchand'), 'tn': ('Tenzin', 'Norbu'), 'pv': ('Pablo', 'Villalobos'), 'sk': ('Saule', 'Kenzhebekova'),
         'dw': ('Daniel', 'Weatherby'), 'ay': ('Akira', 'Yoshida')}
    E = [
        ('Surge-type glacier inventory of the Karakoram from optical time series', [P['tn'], own, P['ay']], 'The Cryosphere', '15', '2021-04-12', 'ScholarlyArticle'),
        ('Subglacial hydrology beneath a tidewater glacier inferred from plume sediment', [own, P['cm']], 'Journal of Glaciology', '67', '2021-09-30', 'ScholarlyArticle'),
        ('Firn densification under rising melt: a Svalbard model intercomparison', [P['sk'], P['dw'], own, P['pv']], 'Journal of Geophysical Research: Earth Surface', '127', '2022-02-03', 'ScholarlyArticle'),
        ('Calving front dynamics from terrestrial radar interferometry', [own, P['ay'], P['cm']], 'Geophysical Research Letters', '50', '2023-06-21', 'ScholarlyArticle'),
        ('Debris-covered ice and the Himalayan melt paradox', [P['tn'], own], 'Nature Geoscience', '16', '2023-11-08', 'ScholarlyArticle'),
        ('An open toolbox for glacier velocity from Sentinel-1', [P['pv'], own, P['sk']], 'EGU General Assembly 2024', None, '2024-04-15', 'PresentationDigitalDocument'),
        ('Glacier retreat and proglacial lake hazards in High Mountain Asia', [own, P['tn'], P['dw']], 'Annual Review of Earth and Planetary Sciences', '52', '2024-05-30', 'ScholarlyArticle'),
    ]
    graph = [{"@type": "Person", "@id": "#me", "name": "Ingrid Haraldsen", "jobTitle": "Associate Professor of Glaciology",
              "affiliation": {"@type": "CollegeOrUniversity", "name": "University of Tromsø Polar Institute"}}]
    pubs = []
    vis = []
    for i, (t, au, v, vol, d, typ) in enumerate(E):
        authors = []
        for j, a in enumerate(au):
            if a == own:
                authors.append({"@id": "#me"})
            elif j % 2:
                authors.append({"@type": "Person", "name": full(a)})
            else:
                authors.append({"@type": "Person", "givenName": a[0], "familyName": a[1]})
        rec = {"@type": typ, "@id": "https://doi.org/10.5555/glac.%s.%d" % (d[:4], 10 + i), "headline": t, "author": authors, "datePublished": d}
        if vol:
            rec["isPartOf"] = {"@type": "PublicationVolume", "volumeNumber": vol, "isPartOf": {"@type": "Periodical", "name": v}}
            pubs.append(pub(t, [full(a) for a in au], v, int(d[:4]), 'journal', '%s %s (%s)' % (v, vol, d[:4])))
        else:
            rec["publisher"] = {"@type": "Organization", "name": "European Geosciences Union"}
            rec["description"] = "Abstract presented at " + v
            pubs.append(pub(t, [full(a) for a in au], v, int(d[:4]), 'conference', v))
        graph.append(rec)
        vis.append('<li><a href="https://doi.org/10.5555/glac.%s.%d">%s</a> <span class="yr">(%s)</span></li>' % (d[:4], 10 + i, escape(t, False), d[:4]))
    ld = json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False, indent=2)
    h = ['<!doctype html>', '<html lang="en">', '<head>', '<meta charset="utf-8">', '<title>Ingrid Haraldsen · Glaciology</title>',
         '<script type="application/ld+json">', ld, '</script>', '</head>', '<body>',
         '<header><h1>Ingrid Haraldsen</h1><p>Ice dynamics, remote sensing and glacier hazards.</p></header>',
         '<section id="papers"><h2>Recent papers</h2>', '<p>Full records with co-authors are in the page metadata and on my ORCID profile.</p>', '<ol>'] + vis + [
         '</ol></section>', '<section id="fieldwork"><h2>Fieldwork</h2><p>Kronebreen 2019, 2022; Baltoro 2023.</p></section>', '</body>', '</html>', '']
    write('glaciology-jsonld-scholarly.html', '\n'.join(h), full(own), pubs,
          "Synthetic. Personal page whose visible list shows only linked titles and years; the full records are schema.org JSON-LD in a "
          "<script type=\"application/ld+json\"> @graph: ScholarlyArticle with headline, author (Person with name, or givenName/familyName, or {\"@id\": \"#me\"} "
          "pointing at the owner's Person node), datePublished, isPartOf → PublicationVolume → Periodical name. One PresentationDigitalDocument (EGU abstract, "
          "kind conference, venue the meeting from the description). Gold authors from the JSON-LD, '#me' resolved to the owner; a reader that reads only the "
          "visible list gets titles and years but no bylines.")


# ------------------------------------------------ 5 archaeology, moderncv LaTeX with \cventry and \cvitem publications
def moderncv():
    own = ('Kwabena', 'Mensah')
    P = {'kr': ('Kathrin', 'Riedel'), 'pa': ('Pekka', 'Ahonen'), 'zs': ('Zeynep', 'Sarı'), 'lm': ('Lucía', 'Mendoza Ruiz'),
         'ob': ('Obinna', 'Eze'), 'vh': ('Vo', 'Hoang Nam')}
    I = lambda p: '%s %s' % (ini(p[0]), p[1])
    ce = [  # \cventry{year}{title}{byline}{journal}{vol}{pages}
        (2018, 'Radiocarbon chronology of the Begho market quarter', [own, P['kr']], 'Journal of African Archaeology', '16(1)', '45--68'),
        (2020, 'Glass beads and inland trade networks in the Volta basin', [P['pa'], own, P['zs']], 'Azania: Archaeological Research in Africa', '55(3)', '301--329'),
        (2021, 'Portable XRF of brass manillas: a calibration study', [own, P['ob'], P['kr'], P['lm']], 'Journal of Archaeological Science: Reports', '38', '103041'),
        (2023, 'Households and iron-working at a seventeenth-century Akan town', [P['zs'], own], 'African Archaeological Review', '40(2)', '215--240'),
    ]
    ci = [  # \cvitem{year}{byline. \emph{title}. venue.}
        (2019, [own], 'Kola, cloth and cowries: archaeologies of West African exchange', 'book', 'Accra: Sankofa Academic Press', 'Sankofa Academic Press'),
        (2022, [own, P['vh']], 'Comparing urban trajectories in West Africa and mainland Southeast Asia', 'chapter', 'In L. Mendoza Ruiz (ed.), \\emph{Cities before Colonialism}, pp.~77--102. London: Routledge', 'Cities before Colonialism'),
        (2024, [P['lm'], P['ob'], own], 'Community archaeology and heritage law in Ghana', 'journal', '\\emph{Public Archaeology} 23(1): 1--24', 'Public Archaeology'),
    ]
    L = ['\\documentclass[11pt,a4paper,sans]{moderncv}', '\\moderncvstyle{classic}', '\\moderncvcolor{blue}', '\\usepackage[utf8]{inputenc}',
         '\\usepackage[scale=0.8]{geometry}', '', '\\name{Kwabena}{Mensah}', '\\title{Curriculum Vitae}',
         '\\address{Department of Archaeology}{University of Westbrook}{}', '\\email{k.mensah@example.edu}', '', '\\begin{document}', '\\makecvtitle', '',
         '\\section{Employment}', '\\cventry{2020--}{Senior Lecturer in Archaeology}{University of Westbrook}{}{}{}',
         '\\cventry{2016--2020}{Postdoctoral Researcher}{Institute for African Studies}{Accra}{}{ERC project \\emph{Inland Markets}}', '',
         '\\section{Education}', '\\cventry{2016}{PhD in Archaeology}{University of Ghana}{Legon}{}{Thesis: \\emph{Market towns of the middle Volta}}',
         '\\cventry{2011}{MA in Archaeology}{University of Ghana}{Legon}{}{}', '',
         '\\section{Publications}', '\\subsection{Journal articles}']
    pubs = []
    for y, t, au, j, vol, pages in ce:
        by = ', '.join('\\textbf{%s}' % I(a) if a == own else I(a) for a in au)
        L.append('\\cventry{%d}{%s}{%s}{\\emph{%s}}{%s}{%s}' % (y, t, by, j, vol, pages))
        pubs.append(pub(t, [I(a) for a in au], j, y, 'journal', '%s, %s, %s' % (j, vol, pages.replace('--', '–'))))
    L += ['', '\\subsection{Books, chapters and other articles}']
    for y, au, t, kind, rest, venue in ci:
        by = jn(['\\textbf{%s}' % I(a) if a == own else I(a) for a in au], ', ', ' and ', ' and ')
        tt = '\\emph{%s}' % t if kind == 'book' else t
        L.append('\\cvitem{%d}{%s. %s. %s.}' % (y, by, tt, rest))
        pubs.append(pub(t, [I(a) for a in au], venue, y, kind, rest.replace('\\emph{', '').replace('}', '').replace('pp.~', 'pp. ').replace('--', '–') + '.'))
    L += ['', '\\section{Excavations directed}', '\\cventry{2017--2019}{Begho market quarter}{Bono region}{Ghana}{}{Three seasons, 14 trenches}',
          '\\cventry{2022}{Kitase ironworking site}{Eastern region}{Ghana}{}{Test pits and survey}', '',
          '\\section{Grants}', '\\cvitem{2021}{British Academy Small Grant, \\emph{Brass and exchange in the Volta basin}, GBP 9,800}', '',
          '\\section{Languages}', '\\cvitemwithcomment{Twi}{native}{}', '\\cvitemwithcomment{English}{fluent}{}', '', '\\end{document}', '']
    write('archaeology-moderncv.tex', '\n'.join(L), full(own), pubs,
          "Synthetic. moderncv CV. Journal articles as \\cventry{year}{title}{byline}{\\emph{journal}}{vol}{pages} (the six moderncv fields reused: "
          "title in the 'degree' slot, byline in 'institution'); books, chapters and one more article as \\cvitem{year}{Byline. Title. Venue.}. "
          "Bylines 'K. Mensah, K. Riedel' with \\textbf owner → 'K. Mensah'. The chapter's editor (ed.) is not an author; venue the volume. "
          "Employment, education, excavations (\\cventry too), grants (\\cvitem with an \\emph title) and languages are not publications.")


# ------------------------------------------------ 6 geology, AsciiDoc CV with ordered lists and a [bibliography] section
def asciidoc():
    own = ('Valentina', 'Rossi-Achterberg')
    P = {'jm': ('Jabu', 'Mahlangu'), 'sh': ('Soo-ah', 'Han'), 'gr': ('Gustavo', 'Ribeiro'), 'ta': ('Tariq', 'Al-Amin'),
         'ep': ('Elif', 'Polat'), 'nk': ('Niklas', 'Kärkkäinen')}
    A = lambda p: '%s, %s' % (p[1], ini(p[0]))
    G = lambda p: '%s %s' % (ini(p[0]), p[1])
    E = [
        ([own, P['jm']], 2019, 'Zircon U–Pb ages from the eastern Bushveld roof rocks', 'Precambrian Research', '331', '105360'),
        ([P['sh'], own, P['gr']], 2020, 'Fluid inclusions record two pulses of gold mineralisation', 'Economic Geology', '115(6)', '1241–1262'),
        ([own], 2021, 'A field guide to deformed greenstone belts', 'Journal of Structural Geology', '146', '104322'),
        ([P['ta'], P['ep'], own], 2022, 'Metamorphic P–T paths from garnet zoning in the Limpopo belt', 'Journal of Metamorphic Geology', '40(2)', '233–259'),
        ([own, P['nk'], P['jm'], P['sh']], 2023, 'Machine-learning classification of hyperspectral drill-core scans', 'Ore Geology Reviews', '158', '105501'),
    ]
    C = [
        ('ra2022', [own, P['gr']], 2022, 'Structural controls on orogenic gold: a 3D model', 'Proceedings of the 16th SGA Biennial Meeting', 'SGA', 'Rotorua', '412–415'),
        ('ep2023', [P['ep'], own], 2023, 'Garnet geochronology by laser ablation: pitfalls and checks', 'Goldschmidt Conference Abstracts', 'Goldschmidt Conference Abstracts', 'Lyon', '1877'),
    ]
    L = ['= Valentina Rossi-Achterberg: Curriculum Vitae', 'Valentina Rossi-Achterberg <v.rossi@example.ac.za>', ':toc: left', ':icons: font', '',
         'Senior Lecturer, School of Geosciences, University of Westbrook.', '', '== Appointments', '',
         '[horizontal]', '2020–:: Senior Lecturer, University of Westbrook', '2016–2020:: Postdoctoral fellow, Geological Survey of Namibia', '',
         '== Publications', '', 'NOTE: Student co-authors are marked with a dagger in the printed CV; the marks are omitted here.', '',
         '=== Peer-reviewed articles', '']
    pubs = []
    for au, y, t, j, vol, pages in E:
        L.append('. %s (%d). %s. _%s_, %s, %s. https://doi.org/10.5555/geo.%d.%s[doi]' % (jn([A(a) for a in au], ', ', ', & ', ', & '), y, t, j, vol, pages, y, pages[:3]))
        pubs.append(pub(t, [G(a) for a in au], j, y, 'journal', '%s, %s, %s.' % (j, vol, pages)))
    L += ['', '[bibliography]', '=== Conference papers', '']
    for key, au, y, t, v, acr, place, pages in C:
        L.append('- [[[%s]]] %s (%d). %s. In _%s_, %s, pp. %s.' % (key, jn([A(a) for a in au], ', ', ', & ', ', & '), y, t, v, place, pages))
        pubs.append(pub(t, [G(a) for a in au], acr, y, 'conference', 'In %s, %s, pp. %s.' % (v, place, pages)))
    L += ['', '== Grants', '', '[cols="1,3,1"]', '|===', '|Year |Title |Amount', '',
          '|2021 |Mapping the gold corridor with hyperspectral core scanning |ZAR 1.2 m', '|2023 |Garnet clocks for Archaean orogens |ZAR 800 k', '|===', '',
          '== Teaching', '', '* GEOL 301 Structural Geology', '* GEOL 412 Ore Deposits', '']
    write('geology-asciidoc-cv.adoc', '\n'.join(L), full(own), pubs,
          "Synthetic. AsciiDoc CV: '= Title' document header with an author line, '== ' sections, a [horizontal] labelled list of appointments. "
          "Articles are an ordered list ('. ' items) in APA 'Surname, I., Surname, I., & Surname, I. (Year). Title. _Journal_, vol, pages. URL[doi]' → 'I. Surname'. "
          "Conference papers sit under a [bibliography] block as '- [[[key]]] …' items (the anchor is not text). Grants are an AsciiDoc table (|===), not publications; "
          "teaching is not either. A NOTE admonition sits in the publications section.")


# ------------------------------------------------ 7 entomology, MediaWiki wikitext with citation templates and hand-written items
def mediawiki():
    own = ('Chidi', 'Okafor')
    P = {'hl': ('Hye-jin', 'Lee'), 'rb': ('Raquel', 'Bustamante'), 'mv': ('Marek', 'Voříšek'), 'sa': ('Sunita', 'Agarwal'),
         'pl': ('Pierre', 'Lavoie'), 'ta': ('Tupaq', 'Apaza')}
    T = [
        ('journal', [own, P['hl'], P['rb']], 2018, 'Thermal tolerance of tropical dung beetles along an elevation gradient', 'Ecological Entomology', '43', '5', '612–621'),
        ('journal', [P['mv'], own], 2019, 'Pollinator visitation to cassava flowers in smallholder farms', 'Journal of Pollination Ecology', '25', '', '41–52'),
        ('journal', [own, P['sa'], P['pl'], P['ta']], 2021, 'Pesticide residues in wild bee pollen loads across three land-use types', 'Environmental Pollution', '287', '', '117602'),
        ('book', [own, P['rb']], 2022, 'Insects as indicators of farmland change', 'Handbook of Agroecological Monitoring', '', '', '145–170'),
    ]
    M = [
        ([own, P['hl']], 2020, 'Night-time light pollution and moth community collapse in Lagos', 'Insect Conservation and Diversity', '13(4): 330–341'),
        ([P['ta'], P['pl'], own], 2023, 'Citizen-science light traps: a protocol and first results', 'Journal of Insect Science', '23(2): 7'),
        ([own], 2024, 'A key to the Onthophagus of the Guinean forests', 'Zootaxa', '5421(1): 1–88'),
    ]
    L = ["{{User page}}", "'''Chidi Okafor''' is an entomologist at the University of Westbrook working on insect ecology in West African farmland.", '',
         '__TOC__', '', '== Research interests ==', '* Dung beetles and ecosystem services', '* Wild pollinators of tropical crops', '',
         '== Publications ==', '=== Selected articles (with citation templates) ===']
    pubs = []
    for kind, au, y, t, v, vol, iss, pages in T:
        parts = []
        for i, a in enumerate(au, 1):
            parts.append('|last%d=%s |first%d=%s' % (i, a[1], i, a[0]))
        if kind == 'journal':
            tpl = '{{cite journal %s |year=%d |title=%s |journal=%s |volume=%s%s |pages=%s |doi=10.5555/ento.%d.%s}}' % (
                ' '.join(parts), y, t, v, vol, (' |issue=%s' % iss) if iss else '', pages, y, vol)
            pubs.append(pub(t, [full(a) for a in au], v, y, 'journal', '%s %s%s: %s (%d)' % (v, vol, '(%s)' % iss if iss else '', pages, y)))
        else:
            tpl = '{{cite book %s |year=%d |chapter=%s |title=%s |editor1-last=Nakamura |editor1-first=Haruto |publisher=CABI |location=Wallingford |pages=%s |isbn=978-0-00-000000-2}}' % (
                ' '.join(parts), y, t, v, pages)
            pubs.append(pub(t, [full(a) for a in au], v, y, 'chapter', 'In %s, ed. Haruto Nakamura, CABI, Wallingford, pp. %s (%d)' % (v, pages, y)))
        L.append('# ' + tpl)
    L += ['', '=== Other articles ===']
    for au, y, t, j, rest in M:
        by = jn(["'''%s %s'''" % (a[1], ini(a[0], dots=False)) if a == own else '%s %s' % (a[1], ini(a[0], dots=False)) for a in au], ', ', ', ', ', ')
        L.append("# %s (%d). ''%s''. %s %s." % (by, y, t, j, rest))
        pubs.append(pub(t, ['%s %s' % (ini(a[0], dots=False), a[1]) for a in au], j, y, 'journal', '%s %s.' % (j, rest)))
    L += ['', '== Talks ==', '* {{cite conference |last1=Okafor |first1=Chidi |title=Beetles in the dark |conference=Royal Entomological Society Annual Meeting |year=2023}} (invited talk)', '',
          '== Students ==', '{| class="wikitable"', '! Name !! Degree !! Thesis', '|-', '| Amaka Nwosu || MSc || Dung beetle diversity in cocoa farms', '|-',
          '| Kofi Asante || PhD || Bee health and pesticide drift', '|}', '', '== References ==', '<references />', '', '[[Category:Entomologists]]', '']
    write('entomology-mediawiki.wiki', '\n'.join(L), full(own), pubs,
          "Synthetic. MediaWiki user page (wikitext). Four publications are '# {{cite journal |last1= |first1= … |year= |title= |journal= |volume= |pages= |doi=}}' "
          "templates (authors 'first last'); one '{{cite book}}' with |chapter= (the title) and |title= (the book, the venue; kind chapter; the editor is not an author). "
          "Three more are hand-written '# Surname I, '''Okafor C''' (Year). ''Title''. Journal vol(issue): pages.' items → 'C Okafor'. "
          "A {{cite conference}} under Talks is an invited talk, not a publication; the students wikitable (thesis titles of students) is not either.")


# ------------------------------------------------ 8 nursing, Word .docx with numbered paragraphs (w:numPr), APA 7 with DOI URLs
def docx():
    own = ('Aoife', 'Ní Bhriain')
    P = {'ma': ('Maryam', 'Aziz'), 'jt': ('Joseph', 'Tuilagi'), 'bk': ('Beatriz', 'Kowalczyk-Sousa'), 'ls': ('Lindiwe', 'Sithole'),
         'dp': ('Dario', 'Pellegrini'), 'hy': ('Haruka', 'Yamamoto')}
    A = lambda p: '%s, %s' % (p[1], ini(p[0]))
    G = lambda p: '%s %s' % (ini(p[0]), p[1])
    E = [
        ([own, P['ma']], 2019, 'Nurse-led discharge planning for older adults with heart failure: A pragmatic trial', 'Journal of Advanced Nursing', '75(11)', '2456–2467', 'journal'),
        ([P['jt'], own, P['bk']], 2020, 'Moral distress among intensive care nurses during the first pandemic wave', 'Nursing Ethics', '27(8)', '1701–1714', 'journal'),
        ([own], 2021, 'Night-shift handover and medication errors: A retrospective audit', 'Journal of Nursing Management', '29(4)', '821–829', 'journal'),
        ([P['ls'], P['dp'], own], 2022, 'Simulation-based training for sepsis recognition in rural hospitals', 'Nurse Education Today', '110', 'Article 105268', 'journal'),
        ([own, P['hy'], P['ma'], P['jt']], 2023, 'Family presence during resuscitation: A mixed-methods study in three countries', 'International Journal of Nursing Studies', '139', 'Article 104433', 'journal'),
        ([P['bk'], own], 2024, 'Compassion fatigue scales: A psychometric review', 'Journal of Clinical Nursing', '33(2)', '512–530', 'journal'),
    ]
    paras = []  # (style, runs, numbered)

    def runs_for(au, y, t, j, vol, pages):
        r = []
        names = jn([A(a) for a in au], ', ', ', & ', ', & ')
        # split the byline so that the owner is bold
        start = 0
        for a in au:
            s = A(a)
            k = names.index(s, start)
            if k > start:
                r.append((names[start:k], ''))
            r.append((s, 'b' if a == own else ''))
            start = k + len(s)
        r.append((names[start:] + ' (%d). %s. ' % (y, t), ''))
        r.append(('%s, %s' % (j, vol.split('(')[0]), 'i'))
        if '(' in vol:
            r.append(('(' + vol.split('(')[1], ''))
        r.append((', %s. https://doi.org/10.5555/nurs.%d.%s' % (pages, y, vol.split('(')[0]), ''))
        return r
    paras.append(('Title', [('Aoife Ní Bhriain, RN, PhD', 'b')], False))
    paras.append(('Normal', [('Lecturer in Nursing, School of Nursing and Midwifery, University of Westbrook · a.nibhriain@example.ie', '')], False))
    paras.append(('Heading1', [('Education', '')], False))
    paras.append(('Normal', [('2018  PhD Nursing, University of Galway', '')], False))
    paras.append(('Normal', [('2011  BSc General Nursing, University of Limerick', '')], False))
    paras.append(('Heading1', [('Peer-reviewed publications', '')], False))
    pubs = []
    for au, y, t, j, vol, pages, kind in E:
        paras.append(('ListParagraph', runs_for(au, y, t, j, vol, pages), True))
        pubs.append(pub(t, [G(a) for a in au], j, y, kind, '%s, %s, %s.' % (j, vol, pages)))
    # a report and a chapter
    paras.append(('Heading1', [('Reports and book chapters', '')], False))
    paras.append(('ListParagraph', [('Ní Bhriain, A.', 'b'), (', & Sithole, L. (2022). Staffing ratios in Irish emergency departments: A national survey. ', ''),
                                    ('Irish Nurses Research Council', 'i'), ('. https://doi.org/10.5555/nurs.2022.rep', '')], True))
    pubs.append(pub('Staffing ratios in Irish emergency departments: A national survey', ['A. Ní Bhriain', 'L. Sithole'], 'Irish Nurses Research Council', 2022, 'other',
                    'Irish Nurses Research Council.'))
    paras.append(('ListParagraph', [('Ní Bhriain, A.', 'b'), (' (2023). Caring at night. In D. Pellegrini (Ed.), ', ''), ('Rest and work in health care', 'i'),
                                    (' (pp. 45–63). Springer. https://doi.org/10.5555/nurs.2023.ch3', '')], True))
    pubs.append(pub('Caring at night', ['A. Ní Bhriain'], 'Rest and work in health care', 2023, 'chapter', 'In D. Pellegrini (Ed.), Rest and work in health care (pp. 45–63). Springer.'))
    paras.append(('Heading1', [('Conference presentations', '')], False))
    paras.append(('ListParagraph', [('Ní Bhriain, A.', 'b'), (' (2023, May). Family presence during resuscitation [Oral presentation]. European Nursing Congress, Porto, Portugal.', '')], True))
    paras.append(('Heading1', [('Research funding', '')], False))
    table = [('Year', 'Project', 'Funder', 'Amount'), ('2021', 'Night-shift safety in acute wards', 'Health Research Board', '€120,000'),
             ('2023', 'Compassion at the bedside', 'Westbrook Seed Fund', '€15,000')]

    def para_xml(style, runs, numbered):
        ppr = '<w:pPr><w:pStyle w:val="%s"/>%s</w:pPr>' % (style, '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' if numbered else '')
        rx = []
        for text, fmt in runs:
            rpr = '<w:rPr>%s</w:rPr>' % ('<w:b/>' if fmt == 'b' else '<w:i/>' if fmt == 'i' else '') if fmt else ''
            rx.append('<w:r>%s<w:t xml:space="preserve">%s</w:t></w:r>' % (rpr, escape(text, False)))
        return '<w:p>%s%s</w:p>' % (ppr, ''.join(rx))
    body = [para_xml(*p) for p in paras]
    rows = []
    for row in table:
        rows.append('<w:tr>%s</w:tr>' % ''.join('<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>%s</w:tc>' % para_xml('Normal', [(c, '')], False) for c in row))
    body.append('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/></w:tblPr>%s</w:tbl>' % ''.join(rows))
    body.append('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>')
    ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
    document = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document %s><w:body>%s</w:body></w:document>' % (ns, ''.join(body))
    numbering = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:numbering %s><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/>'
                 '<w:numFmt w:val="decimal"/><w:lvlText w:val="%%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>'
                 '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>') % ns
    styles = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:styles %s>'
              '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
              '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/></w:style>'
              '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>'
              '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>'
              '</w:styles>') % ns
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>'
          '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
    drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>'
             '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>')
    import io
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as z:
        for name, data in [('[Content_Types].xml', ct), ('_rels/.rels', rels), ('word/document.xml', document),
                           ('word/_rels/document.xml.rels', drels), ('word/numbering.xml', numbering), ('word/styles.xml', styles)]:
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 15, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode('utf-8'))
    write('nursing-apa7-numbered.docx', buf.getvalue(), 'Aoife Ní Bhriain', pubs,
          "Synthetic Word file (zipped by gen.py): Title paragraph, Heading1 sections, publications as ListParagraph paragraphs numbered by w:numPr "
          "(the numbers are not in the text). APA 7: 'Surname, I., Surname, I., & Surname, I. (Year). Title. Journal, vol(issue), pages. https://doi.org/…' with the "
          "owner's run bold and the journal+volume run italic → 'I. Surname'; the two-word Irish surname 'Ní Bhriain' → 'A. Ní Bhriain'. A report (kind other, venue the council) "
          "and a chapter (editor not an author, venue the book). A conference presentation is also a numbered paragraph (not a publication); research funding is a Word table.")


# ------------------------------------------------ 9 materials, Chinese CV in GB/T 7714 with [J]/[C]/[M]/[P] marks
def gbt7714():
    own = '陈晓明'
    E = [
        ('[J]', ['陈晓明', '李娜', '王芳'], '锂硫电池多孔碳正极的孔结构调控', '物理化学学报', '2018, 34(6): 612-620', 2018, 'journal', True),
        ('[J]', ['赵磊', '陈晓明'], '固态电解质界面稳定性研究进展', '无机材料学报', '2019, 34(2): 113-124', 2019, 'journal', True),
        ('[J]', ['陈晓明', '周静', '孙浩', '刘洋'], '钠离子电池硬碳负极的低温储钠机制', '化学学报', '2021, 79(3): 301-310', 2021, 'journal', False),
        ('[C]', ['陈晓明', '李娜'], '高镍三元正极的表面包覆策略', '第二十届全国电化学大会论文集. 厦门: 中国化学会', '2019: 45-46', 2019, 'conference', True),
        ('[M]', ['陈晓明'], '电化学储能材料导论', '北京: 科学出版社', '2022', 2022, 'book', True),
        ('[P]', ['陈晓明', '赵磊'], '一种硫化物固态电解质的制备方法', '中国, CN 112345678 A', '2021-05-18', 2021, 'patent', True),
    ]
    EN = [
        ([('CHEN', 'Xiaoming'), ('ZHAO', 'L'), ('OKAFOR', 'B')], 'Operando X-ray imaging of lithium dendrite growth in sulfide electrolytes', 'Advanced Energy Materials', '2020, 10(15): 2000123', 2020),
        ([('LI', 'N'), ('CHEN', 'Xiaoming'), ('MÜLLER', 'K'), ('SATO', 'H')], 'A high-entropy oxide coating for nickel-rich cathodes', 'ACS Energy Letters', '2022, 7(4): 1450-1458', 2022),
        ([('CHEN', 'Xiaoming'), ('ZHOU', 'J')], 'Machine-learning screening of halide solid electrolytes', 'Energy Storage Materials', '2023, 58: 112-121', 2023),
    ]
    L = ['# 陈晓明 个人简历', '', '**职称**：副教授，博士生导师  ', '**单位**：西溪大学材料科学与工程学院  ', '**邮箱**：xmchen@example.edu.cn', '',
         '## 教育经历', '', '- 2010–2015 清华大学 材料科学与工程 博士', '- 2006–2010 武汉大学 化学 学士', '',
         '## 科研项目', '', '1. 国家自然科学基金面上项目：硫化物固态电解质界面失效机制（52270000），2022–2025，主持', '2. 省重点研发计划：钠离子电池产业化关键技术，2021–2023，参与', '',
         '## 学术论文', '', '### 中文期刊与会议论文', '']
    pubs = []
    n = 0
    for mark, au, t, v, rest, y, kind, complete in E:
        n += 1
        names = ', '.join(au) + ('' if complete else ', 等')
        if mark == '[M]':
            L.append('[%d] %s. %s%s. %s, %s.' % (n, names, t, mark, v, rest))
            venue, vf = '科学出版社', '%s, %s.' % (v, rest)
        elif mark == '[P]':
            L.append('[%d] %s. %s: %s%s. %s.' % (n, names, t, v.split(', ')[1], mark, rest))
            venue, vf = v.split(', ')[1], '%s: %s. %s.' % (v, v.split(', ')[1], rest)
        elif mark == '[C]':
            L.append('[%d] %s. %s%s//%s, %s.' % (n, names, t, mark, v, rest))
            venue, vf = '第二十届全国电化学大会论文集', '//%s, %s.' % (v, rest)
        else:
            L.append('[%d] %s. %s%s. %s, %s.' % (n, names, t, mark, v, rest))
            venue, vf = v, '%s, %s.' % (v, rest)
        pubs.append(pub(t, au, venue, y, kind, vf, complete=complete))
    L += ['', '### 英文期刊论文', '']
    for au, t, j, rest, y in EN:
        n += 1
        names = ', '.join('%s %s' % a for a in au)
        L.append('[%d] %s. %s[J]. %s, %s. DOI: 10.5555/mat.%d.%02d.' % (n, names, t, j, rest, y, n))
        pubs.append(pub(t, ['%s %s' % (a[1], a[0]) for a in au], j, y, 'journal', '%s, %s.' % (j, rest)))
    L += ['', '## 学术会议报告', '', '1. 硫化物固态电池的界面问题（邀请报告），中国材料大会，成都，2023.', '', '## 获奖情况', '', '- 2021 省自然科学二等奖（排名第一）', '']
    write('materials-gbt7714-chinese.md', '\n'.join(L), own, pubs,
          "Synthetic. Chinese markdown CV, references in GB/T 7714: '[n] 作者, 作者, 作者. 题名[J]. 刊名, 年, 卷(期): 页码.' with type marks [J] journal, [C] proceedings "
          "('[C]//论文集. 地: 出版者, 年: 页.' venue the proceedings), [M] book (venue the publisher), [P] patent ('专利权人. 题名: 专利号[P]. 公告日期.', venue the patent number, kind patent). "
          "'等' after three names = et al. (authors_complete false). English entries in GB/T form with surnames in capitals first: 'CHEN Xiaoming, ZHAO L' → 'Xiaoming CHEN', 'L ZHAO'. "
          "Chinese names kept as printed (family name first, no space). Projects (numbered), talks and awards are not publications.")


# ------------------------------------------------ 10 physics, Russian CV with a GOST reference list (Cyrillic names)
def gost():
    own = 'Смирнова А. В.'
    R = lambda s: '%s %s' % (s.split(' ', 1)[1], s.split(' ', 1)[0])  # 'Смирнова А. В.' -> 'А. В. Смирнова'
    E1 = [  # 'Authors. Title // Journal. Year. Т. v, № n. С. a–b.'
        (['Смирнова А. В.', 'Кузнецов Д. О.', 'Ли Е. С.'], 'Спиновые волны в плёнках железоиттриевого граната', 'Журнал технической физики', '2018. Т. 88, № 4. С. 512–519', 2018),
        (['Ахмедов Р. Т.', 'Смирнова А. В.'], 'Магнонный транзистор на основе связанных волноводов', 'Письма в ЖЭТФ', '2019. Т. 110, № 7. С. 455–460', 2019),
        (['Смирнова А. В.', 'Орлова-Ким Н. Ю.', 'Кузнецов Д. О.', 'Ахмедов Р. Т.'], 'Нелинейное затухание магнонов при параметрической накачке', 'Физика твёрдого тела', '2021. Т. 63, № 2. С. 201–208', 2021),
    ]
    E2 = [  # GOST 7.1-2003 with a responsibility statement: 'First A. B. Title / A. B. First, C. D. Second // Journal. – Year. – Т. v. – С. a–b.'
        (['Кузнецов Д. О.', 'Смирнова А. В.', 'Габдуллин И. Р.'], 'Брэгговские резонансы в магнонных кристаллах с дефектом', 'Известия РАН. Серия физическая', '2020. – Т. 84, № 5. – С. 640–644', 2020),
        (['Смирнова А. В.'], 'Магноника: физические основы и приложения', 'М.: Физматлит', '2022. – 312 с.', 2022),
    ]
    EN = [
        ([('Smirnova', 'A. V.'), ('Novák', 'J.'), ('Kuznetsov', 'D. O.')], 'Brillouin light scattering study of spin-wave caustics', 'Physical Review B', '2021. Vol. 103. P. 045123', 2021),
        ([('Lee', 'E. S.'), ('Smirnova', 'A. V.')], 'Reconfigurable magnonic logic with voltage-controlled anisotropy', 'Applied Physics Letters', '2023. Vol. 122. P. 182401', 2023),
    ]
    L = ['СМИРНОВА Анна Викторовна', 'кандидат физико-математических наук, старший научный сотрудник', 'Лаборатория магноники, Институт физики твёрдого тела (г. Черноголовка)',
         'e-mail: smirnova@example.ru', '', 'ОБРАЗОВАНИЕ', '2012 – МГУ им. М. В. Ломоносова, физический факультет', '2016 – кандидат физ.-мат. наук',
         '', 'СПИСОК НАУЧНЫХ ТРУДОВ', '', 'Статьи в рецензируемых журналах', '']
    pubs = []
    n = 0
    for au, t, j, rest, y in E1:
        n += 1
        L.append('%d. %s %s // %s. %s.' % (n, ', '.join(au), t, j, rest))
        pubs.append(pub(t, [R(a) for a in au], j, y, 'journal', '%s. %s.' % (j, rest)))
    for au, t, j, rest, y in E2:
        n += 1
        first = au[0]
        resp = ', '.join(R(a) for a in au)
        if j.startswith('М.:'):
            L.append('%d. %s %s : монография / %s. – %s, %s' % (n, first, t, resp, j, rest))
            pubs.append(pub(t, [R(a) for a in au], 'Физматлит', y, 'book', '%s, %s' % (j, rest)))
        else:
            L.append('%d. %s %s / %s // %s. – %s.' % (n, first, t, resp, j, rest))
            pubs.append(pub(t, [R(a) for a in au], j, y, 'journal', '%s. – %s.' % (j, rest)))
    L += ['', 'Статьи на английском языке', '']
    for au, t, j, rest, y in EN:
        n += 1
        L.append('%d. %s %s // %s. %s.' % (n, ', '.join('%s %s' % a for a in au), t, j, rest))
        pubs.append(pub(t, ['%s %s' % (a[1], a[0]) for a in au], j, y, 'journal', '%s. %s.' % (j, rest)))
    L += ['', 'Доклады на конференциях', '', '1. Смирнова А. В. Магнонные кристаллы (приглашённый доклад) // Международная конференция «Новое в магнетизме», Екатеринбург, 2022.',
          '', 'ГРАНТЫ', '', '– РНФ № 21-72-00000 «Нелинейная магноника», руководитель, 2021–2023.', '']
    write('physics-gost-russian.txt', '\n'.join(L), 'Анна Викторовна Смирнова', pubs,
          "Synthetic. Russian plain-text CV: the owner as 'СМИРНОВА Анна Викторовна' (surname in capitals first), capital section headings. References in GOST: "
          "'Смирнова А. В., Кузнецов Д. О. Title // Journal. Year. Т. v, № n. С. a–b.' → 'А. В. Смирнова'; two in the GOST 7.1-2003 form with the first author before "
          "the title and every author after ' / ' ('Кузнецов Д. О. Title / Д. О. Кузнецов, А. В. Смирнова, И. Р. Габдуллин // Journal. – Year. – …'), one of them a "
          "monograph ('М.: Физматлит', venue the publisher, kind book). English papers in the same GOST form ('Vol.', 'P.'). The invited talk under 'Доклады на конференциях' "
          "and the grant are not publications.")


# ------------------------------------------------ 11 volcanology, Japanese achievements list (業績一覧)
def japanese():
    own = 'Misaki Kobayashi'
    JA = [
        (['小林美咲', '田中健太', '渡辺由美'], 2018, '桜島火山における火山灰噴出率の連続観測', '火山', '63(2), 89-101'),
        (['中村翔', '小林美咲'], 2020, '傾斜計データを用いたマグマ溜まり深度の推定', '地震 第2輯', '73, 45-58'),
        (['小林美咲'], 2022, '火山ガス組成比の時間変化と噴火予測', '日本地球化学会誌', '56(1), 1-14'),
    ]
    EN = [
        ([('Kobayashi', 'M.'), ('Fernández-Luna', 'R.'), ('Tanaka', 'K.')], 2019, 'Infrasound signatures of Vulcanian explosions at Sakurajima', 'Journal of Volcanology and Geothermal Research', '381, 1-12'),
        ([('Osei', 'A.'), ('Kobayashi', 'M.')], 2021, 'Drone-based SO2 flux measurements in a strong crosswind', 'Bulletin of Volcanology', '83, 44'),
        ([('Kobayashi', 'M.'), ('Nakamura', 'S.'), ('Watanabe', 'Y.'), ('Haddad', 'L.')], 2023, 'A Bayesian eruption forecast combining tilt and gas data', 'Earth, Planets and Space', '75, 102'),
    ]
    L = ['業績一覧', '', '小林 美咲（こばやし みさき） Misaki Kobayashi', '西日本大学 理学研究科 准教授', '2025年4月1日現在', '',
         '【学歴】', '2014年3月 東北大学大学院理学研究科 博士課程修了 博士（理学）', '',
         '【原著論文（査読あり）】', '']
    pubs = []
    n = 0
    for au, y, t, j, rest in JA:
        n += 1
        L.append('%d. %s (%d) %s. %s, %s.' % (n, '・'.join(au), y, t, j, rest))
        pubs.append(pub(t, au, j, y, 'journal', '%s, %s.' % (j, rest)))
    for au, y, t, j, rest in EN:
        n += 1
        names = jn(['%s, %s' % a for a in au], ', ', ' and ', ' and ')
        L.append('%d. %s (%d) %s. %s, %s.' % (n, names, y, t, j, rest))
        pubs.append(pub(t, ['%s %s' % (a[1], a[0]) for a in au], j, y, 'journal', '%s, %s.' % (j, rest)))
    L += ['', '【著書】', '']
    L.append('1. 小林美咲・中村翔 (2021) 火山防災のための観測入門. 古今書院, 214p.')
    pubs.append(pub('火山防災のための観測入門', ['小林美咲', '中村翔'], '古今書院', 2021, 'book', '古今書院, 214p.'))
    L += ['', '【学会発表】', '', '1. 小林美咲・田中健太：桜島の火山灰観測網について. 日本火山学会秋季大会, 2019年9月, 神戸.',
          '2. Kobayashi, M.: Gas and tilt for short-term forecasts. IAVCEI Scientific Assembly (invited), 2023, Rotorua.', '',
          '【外部資金】', '', '・科学研究費補助金 若手研究「火山ガス連続観測による噴火予測」（代表）2020–2022年度', '',
          '【受賞】', '', '・2020年 日本火山学会研究奨励賞', '']
    write('volcanology-japanese-gyoseki.txt', '\n'.join(L), own, pubs,
          "Synthetic. Japanese achievements list (業績一覧), plain text with 【…】 section marks. Japanese-language papers: '1. 小林美咲・田中健太・渡辺由美 (2018) 題名. 誌名, 巻(号), 頁.' — "
          "names separated by the nakaguro '・', kept as printed (family name first, no space). English papers: 'Kobayashi, M., Fernández-Luna, R. and Tanaka, K. (2019) Title. Journal, vol, pages.' → 'M. Kobayashi'. "
          "A book under 【著書】 (venue the publisher). Conference talks (【学会発表】, with a colon after the byline), grants and awards are not publications. "
          "Owner given in both scripts; the gold owner is the romanised form.")


# ------------------------------------------------ 12 musicology, HTML <dl> CV with creative works that are not publications
def music_dl():
    own = ('Oluwaseun', 'Adébáyọ̀-Lindgren')
    arts = [
        (2017, 'Polyrhythm and Memory in Yoruba Dùndún Ensembles', 'Ethnomusicology Forum', '26, no. 2 (2017): 187–209', [own]),
        (2019, 'Listening Across the Atlantic: Jùjú Records in Stockholm', 'Popular Music', '38, no. 1 (2019): 55–78', [own, ('Maja', 'Eklund')]),
        (2021, 'Tuning the Talking Drum: Acoustics and Craft', 'Journal of the Acoustical Society of America', '149, no. 4 (2021): 2512–24', [('Henrik', 'Sjöberg'), own, ('Ngozi', 'Akande')]),
        (2023, 'Archives of Sound, Archives of Power', 'Journal of the Royal Musical Association', '148, no. 1 (2023): 1–30', [own]),
    ]
    chaps = [(2022, 'Drumming Diasporas', 'The Oxford Handbook of Global Percussion', 'ed. Rahel Tesfaye and Iain Drummond (Oxford: Oxford University Press, 2022), 301–22', [own])]
    pubs = []
    h = ['<!DOCTYPE html>', '<html lang="en">', '<head><meta charset="utf-8"><title>Oluwaseun Adébáyọ̀-Lindgren — CV</title></head>', '<body>',
         '<h1>Oluwaseun Adébáyọ̀-Lindgren</h1>', '<p>Composer and ethnomusicologist · Associate Professor, Royal College of Music, Westbrook</p>',
         '<h2>Compositions</h2>', '<dl class="cv">',
         '<dt>2024</dt><dd><em>Ìyá Ìlù</em>, for talking drum and string quartet (18′). Premiered by the Aurora Quartet, Malmö.</dd>',
         '<dt>2022</dt><dd><em>Harmattan Variations</em>, for orchestra (12′). Commissioned by the Gävle Symphony Orchestra.</dd>',
         '<dt>2020</dt><dd><em>Three Night Songs</em>, for soprano and kora (9′). Text by Ama Ata Owusu.</dd>', '</dl>',
         '<h2>Recordings</h2>', '<dl class="cv">',
         '<dt>2021</dt><dd><em>Ìlù: New Music for Drums</em>. Ensemble Sankofa, dir. O. Adébáyọ̀-Lindgren. Caprice Records CAP 21999 (CD).</dd>', '</dl>',
         '<h2>Articles</h2>', '<dl class="cv">']

    def by(au):
        first = '%s, %s' % (au[0][1], au[0][0])
        return jn([first] + [full(a) for a in au[1:]], ', ', ', and ', ', and ')
    for y, t, j, rest, au in arts:
        h.append('<dt>%d</dt><dd>%s. “%s.” <em>%s</em> %s.</dd>' % (y, by(au), t, j, rest))
        pubs.append(pub(t, [full(a) for a in au], j, y, 'journal', '%s %s.' % (j, rest)))
    h += ['</dl>', '<h2>Book chapters</h2>', '<dl class="cv">']
    for y, t, b, rest, au in chaps:
        h.append('<dt>%d</dt><dd>%s. “%s.” In <em>%s</em>, %s.</dd>' % (y, by(au), t, b, rest))
        pubs.append(pub(t, [full(a) for a in au], b, y, 'chapter', 'In %s, %s.' % (b, rest)))
    h += ['</dl>', '<h2>Selected performances</h2>', '<dl class="cv">',
          '<dt>2023</dt><dd>“Polyrhythm and Memory”, lecture-recital with Ensemble Sankofa, Konserthuset, Stockholm.</dd>',
          '<dt>2019</dt><dd><em>Harmattan Variations</em> (first version), Lagos Music Festival.</dd>', '</dl>',
          '<h2>Reviews of my work</h2>', '<ul><li>Karin Wallin, “A drum that sings,” <em>Svenska Dagbladet</em>, 4 May 2024.</li></ul>', '</body>', '</html>', '']
    write('musicology-html-dl-creative.html', '\n'.join(h), full(own), pubs,
          "Synthetic. HTML CV of a composer-musicologist: every section a <dl> with the year in <dt> and the item in <dd>. Compositions (italic titles, "
          "instrumentation, duration), a recording, performances (one quotes an article title) and a press review written by someone else are not publications. "
          "Articles and a chapter in Chicago notes-bibliography form 'Surname, Given, and Given Surname. “Title.” <em>Journal</em> vol, no. n (Year): pages.' → 'Given Surname'; "
          "the chapter's editors are not authors. Yoruba names with tone marks kept as printed.")


# ------------------------------------------------ 13 civil engineering, HTML table with one column per field
def html_table():
    own = ('Priya', 'Raghunathan')
    E = [
        (2024, [own, ('Mateus', 'Oliveira'), ('Jin', 'Park')], 'Fatigue of welded steel bridge details under variable-amplitude traffic', 'Engineering Structures', 'Journal'),
        (2023, [('Oluwadamilare', 'Bello'), own], 'Corrosion-induced bond loss in recycled-aggregate concrete', 'Construction and Building Materials', 'Journal'),
        (2023, [own, ('Elena', 'Popescu')], 'Digital twins for bridge inspection: a field trial', 'Proceedings of the IABSE Symposium, Istanbul', 'Conference'),
        (2022, [('Jin', 'Park'), ('Ahmad', 'Karimi'), own, ('Mateus', 'Oliveira')], 'Vibration-based damage detection with sparse sensor networks', 'Structural Health Monitoring', 'Journal'),
        (2021, [own], 'Load testing of a 1930s reinforced concrete arch bridge', 'Journal of Bridge Engineering', 'Journal'),
        (2020, [own, ('Ahmad', 'Karimi')], 'Probabilistic assessment of shear capacity in deteriorated beams', 'Structural Safety', 'Journal'),
        (2019, [('Elena', 'Popescu'), own, ('Oluwadamilare', 'Bello')], 'Crowd-sourced crack mapping with smartphone images', 'Proceedings of the International Conference on Structural Health Monitoring of Intelligent Infrastructure', 'Conference'),
    ]
    pubs = []
    h = ['<!DOCTYPE html>', '<html>', '<head><meta charset="utf-8"><title>Publications - Dr. Priya Raghunathan</title>', '<style>table.pubs td{vertical-align:top;padding:4px}</style></head>', '<body>',
         '<div id="header"><h1>Dr. Priya Raghunathan</h1><p>Structural Engineering Group</p></div>', '<h2>Publications</h2>',
         '<table class="pubs" border="1" cellspacing="0">', '<thead><tr><th>Year</th><th>Authors</th><th>Title</th><th>Published in</th><th>Type</th><th>Link</th></tr></thead>', '<tbody>']
    for y, au, t, v, typ in E:
        names = '; '.join('%s, %s' % (a[1], ini(a[0])) for a in au)
        h.append('<tr><td>%d</td><td>%s</td><td>%s</td><td><i>%s</i></td><td>%s</td><td><a href="https://doi.org/10.5555/civ.%d.%d">DOI</a></td></tr>' % (y, names, t, v, typ, y, len(pubs)))
        kind = 'journal' if typ == 'Journal' else 'conference'
        pubs.append(pub(t, ['%s %s' % (ini(a[0]), a[1]) for a in au], v, y, kind, v))
    h += ['</tbody>', '</table>', '<h2>Research students</h2>', '<table class="pubs" border="1" cellspacing="0">',
          '<thead><tr><th>Year</th><th>Student</th><th>Thesis</th><th>Degree</th></tr></thead>', '<tbody>',
          '<tr><td>2022</td><td>Bello, O.</td><td>Durability of recycled-aggregate concrete in marine exposure</td><td>PhD</td></tr>',
          '<tr><td>2021</td><td>Nakashima, R.</td><td>Lightweight sensors for footbridge monitoring</td><td>MPhil</td></tr>', '</tbody>', '</table>', '</body>', '</html>', '']
    write('civileng-html-table-columns.html', '\n'.join(h), full(own), pubs,
          "Synthetic. HTML page with one <table> row per paper and one column per field: Year | Authors ('Surname, I.; Surname, I.') | Title | Published in (italic) | Type | Link. "
          "Authors → 'I. Surname'. Type 'Conference' → kind conference (venue the proceedings name as printed). A second table of research students (thesis titles of students) "
          "has the same shape and is not publications.")


# ------------------------------------------------ 14 veterinary science, a Pure research-portal list page
def pure():
    own = ('Sanne', 'de Groot')
    E = [
        ('Antimicrobial use in Dutch veal calves: a longitudinal farm study', [own, ('Lars', 'Vermeulen')], ['Kemal Yıldız'], '12 Mar 2024', 'Preventive Veterinary Medicine', '224', '106132', 'Article'),
        ('Bovine respiratory disease detection with accelerometers', [('Lars', 'Vermeulen'), own], ['Aiko Matsuda', 'Fernando Quispe'], '5 Oct 2023', 'Journal of Dairy Science', '106', '7012-7025', 'Article'),
        ('Lameness scoring by computer vision: agreement with trained observers', [own], ['Chipo Moyo'], '2022', 'Animal', '16', '100512', 'Article'),
        ('One Health surveillance of Streptococcus suis in pig farms', [('Lars', 'Vermeulen'), ('Anouk', 'Bakker'), own], [], '1 Jun 2021', 'Veterinary Microbiology', '257', '109070', 'Review article'),
        ('Welfare indicators for transported calves', [own, ('Anouk', 'Bakker')], ['Kemal Yıldız'], '2020', 'Proceedings of the Society for Veterinary Epidemiology and Preventive Medicine', None, '88-97', 'Paper'),
    ]
    pubs = []
    h = ['<!DOCTYPE html>', '<html lang="en-GB">', '<head><meta charset="utf-8"><title>Sanne de Groot - Research output - Westbrook University Research Portal</title></head>', '<body>',
         '<div class="header person-header"><h1><span>Sanne de Groot</span></h1><p class="job-title"><span>Assistant Professor</span>, Department of Population Health Sciences</p></div>',
         '<nav class="subMenu"><ul><li><a href="/en/persons/sanne-de-groot">Overview</a></li><li class="selected"><span>Research output</span> (5)</li><li><a href="/en/persons/sanne-de-groot/projects">Projects</a></li></ul></nav>',
         '<div class="result-list"><ul class="list-results">']
    for i, (t, internal, external, date, j, vol, pages, typ) in enumerate(E):
        # internal authors are person links, external ones plain spans; the portal prints internal first in byline order
        order = internal[:1] + [(x, None) for x in external[:1]] + internal[1:] + [(x, None) for x in external[1:]]
        spans = []
        names = []
        for a in order:
            if a[1] is None:
                spans.append('<span>%s</span>' % a[0])
                names.append(a[0])
            else:
                spans.append('<a rel="Person" href="/en/persons/%s" class="link person"><span>%s</span></a>' % (a[1].lower().replace(' ', '-'), full(a)))
                names.append(full(a))
        by = jn(spans, ', ', ' &amp; ', ' &amp; ')
        parent = 'Contribution to journal' if typ != 'Paper' else 'Chapter in Book/Report/Conference proceeding'
        if typ == 'Paper':
            src = '<span>%s</span>. <span class="pages">p. %s</span>' % (j, pages)
            pubs.append(pub(t, names, j, int(date[-4:]), 'conference', '%s. p. %s' % (j, pages)))
        else:
            src = '<span class="journal">In: <a rel="Journal" href="/en/publications/journal-%d" class="link"><span>%s</span></a></span>. <span class="volume">%s</span>, <span class="pages">%s</span>' % (i, j, vol, pages)
            pubs.append(pub(t, names, j, int(date[-4:]), 'journal', '%s. %s, %s' % (j, vol, pages)))
        h += ['<li class="list-result-item list-result-item-%d">' % i, '<div class="result-container">',
              '<div class="rendering rendering_researchoutput rendering_researchoutput_short rendering_contributiontojournal">',
              '<h3 class="title"><a rel="ContributionToJournal" href="/en/publications/%s" class="link"><span>%s</span></a></h3>' % (t.lower().replace(' ', '-')[:30], t),
              '%s, <span class="date">%s</span>, %s.' % (by, date, src),
              '<p class="type"><span class="type_family">Research output<span class="type_family_sep">: </span></span><span class="type_classification_parent">%s</span>'
              '<span class="type_parent_sep"> › </span><span class="type_classification">%s</span><span class="type_classification_sep"> › </span><span class="peerreview">peer-review</span></p>' % (parent, typ),
              '</div>', '<div class="search-result-group"><span class="metric">Citations (Scopus): %d</span></div>' % (3 * i + 1), '</div>', '</li>']
    h += ['</ul></div>', '<div class="footer"><p>Powered by Pure, Scopus &amp; Elsevier Fingerprint Engine™ © 2025 Elsevier B.V.</p></div>', '</body>', '</html>', '']
    write('veterinary-pure-portal.html', '\n'.join(h), full(own), pubs,
          "Synthetic. A saved Pure research-portal 'Research output' page: each li.list-result-item holds h3.title (the title in a link), then a byline of "
          "person links (a.link.person, staff) and plain <span> names (external co-authors) joined by ', ' and ' & ', a span.date (day month year or year), "
          "'In: <journal link>', volume and pages, then p.type 'Research output: Contribution to journal › Article › peer-review' and a citation metric. "
          "Names as printed 'Given Surname'. The proceedings paper (type Paper, parent 'Chapter in Book/Report/Conference proceeding') is kind conference. "
          "The header and the sub-menu count are not entries.")


# ------------------------------------------------ 15 linguistics, a saved Google Scholar profile page (elided bylines)
def scholar():
    own = 'Kehinde Oyelaran'
    E = [
        ('Tone sandhi in Ìkálẹ̀ Yoruba: an autosegmental account', ['K Oyelaran', 'M Haddad', 'S Park'], True, 'Journal of African Languages and Linguistics 42 (1), 1-38', 'Journal of African Languages and Linguistics', 2021, 41),
        ('Perceptual cues to downstep in three Benue-Congo languages', ['S Park', 'K Oyelaran'], True, 'Journal of Phonetics 95, 101190', 'Journal of Phonetics', 2022, 17),
        ('A corpus of spontaneous Yoruba-English code-switching', ['K Oyelaran', 'T Adeyemi', 'L Fontaine', 'R Singh', 'J Moreau'], False, 'Language Resources and Evaluation 57, 811-840', 'Language Resources and Evaluation', 2023, 9),
        ('Ideophones and iconicity: evidence from a rating study', ['M Haddad', 'K Oyelaran', 'P Jansen'], True, 'Proceedings of the 20th International Congress of Phonetic Sciences, 2210-2214', 'Proceedings of the 20th International Congress of Phonetic Sciences', 2023, 3),
        ('Tone and intonation in Yoruba questions', ['K Oyelaran'], True, 'PhD dissertation, University of Westbrook', 'University of Westbrook', 2019, 12),
        ('Automatic tone recognition for low-resource languages', ['R Singh', 'K Oyelaran', 'T Adeyemi', 'L Fontaine', 'S Park', 'M Haddad'], False, 'arXiv preprint arXiv:2402.01234', 'arXiv', 2024, 2),
    ]
    pubs = []
    rows = []
    for t, au, complete, venue_line, venue, y, cites in E:
        shown = au if complete else au[:4]
        byline = ', '.join(shown) + ('' if complete else ', ...')
        rows.append('<tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation&amp;hl=en&amp;user=XXXXAAAAJ&amp;citation_for_view=XXXXAAAAJ:%s" class="gsc_a_at">%s</a>'
                    '<div class="gs_gray">%s</div><div class="gs_gray">%s<span class="gs_oph">, %d</span></div></td>'
                    '<td class="gsc_a_c"><a href="https://scholar.google.com/scholar?oi=bibs&amp;cites=%d" class="gsc_a_ac gs_ibl">%d</a></td>'
                    '<td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">%d</span></td></tr>' % (t[:6].replace(' ', ''), t, byline, venue_line, y, 1000 + cites, cites, y))
        kind = 'thesis' if 'PhD' in venue_line else 'preprint' if venue == 'arXiv' else 'conference' if 'Proceedings' in venue else 'journal'
        pubs.append(pub(t, shown, venue, y, kind, venue_line, complete=complete))
    h = ['<!doctype html><html><head><title>Kehinde Oyelaran - Google Scholar</title><meta charset="utf-8"></head><body>',
         '<div id="gsc_prf_w"><div id="gsc_prf_in">Kehinde Oyelaran</div><div class="gsc_prf_il">Associate Professor of Linguistics, University of Westbrook</div>',
         '<div class="gsc_prf_il" id="gsc_prf_ivh">Verified email at example.edu</div>',
         '<div class="gsc_prf_il" id="gsc_prf_int"><a class="gsc_prf_inta gs_ibl">Phonology</a><a class="gsc_prf_inta gs_ibl">Tone</a><a class="gsc_prf_inta gs_ibl">Yoruba</a></div></div>',
         '<table id="gsc_rsb_st"><thead><tr><th></th><th class="gsc_rsb_sth">All</th><th class="gsc_rsb_sth">Since 2020</th></tr></thead><tbody>',
         '<tr><td class="gsc_rsb_sc1"><a class="gsc_rsb_f">Citations</a></td><td class="gsc_rsb_std">84</td><td class="gsc_rsb_std">80</td></tr>',
         '<tr><td class="gsc_rsb_sc1"><a class="gsc_rsb_f">h-index</a></td><td class="gsc_rsb_std">4</td><td class="gsc_rsb_std">4</td></tr></tbody></table>',
         '<table id="gsc_a_t"><thead><tr id="gsc_a_tr0"><th class="gsc_a_t"><span>Title</span></th><th class="gsc_a_c"><a class="gsc_a_a">Cited by</a></th><th class="gsc_a_y"><span class="gsc_a_a">Year</span></th></tr></thead>',
         '<tbody id="gsc_a_b">'] + rows + ['</tbody></table>',
         '<div id="gsc_rsb_co"><h3 class="gsc_rsb_h">Co-authors</h3><ul><li><a>Min-seo Park</a><span class="gsc_rsb_a_ext">University of Westbrook</span></li>'
         '<li><a>Malik Haddad</a><span class="gsc_rsb_a_ext">Lebanese Institute of Linguistics</span></li></ul></div>', '</body></html>', '']
    write('linguistics-scholar-profile.html', '\n'.join(h), own, pubs,
          "Synthetic. A saved Google Scholar profile page: a table of tr.gsc_a_tr rows, each with the title link a.gsc_a_at, a gray byline div "
          "('K Oyelaran, M Haddad, S Park', elided with ', ...' after four names → authors_complete false, the four kept), a gray venue div with a hidden ', Year' span, "
          "then 'Cited by' and 'Year' cells (numbers, not data). Names as printed ('K Oyelaran'). A dissertation (kind thesis, venue the university), an arXiv preprint, "
          "and a proceedings paper. The citation summary table and the co-authors sidebar are not publications.")


# ------------------------------------------------ PDFs: a small writer with columns and tables
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 786.0, 60.0
WINANSI = {'–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95}


def pdf_string(s):
    out = []
    for ch in s:
        if ch in '()\\':
            out.append('\\' + ch)
        elif ord(ch) < 0x80:
            out.append(ch)
        elif 0xA0 <= ord(ch) <= 0xFF:
            out.append('\\%03o' % ord(ch))
        elif ch in WINANSI:
            out.append('\\%03o' % WINANSI[ch])
        else:
            out.append('?')
    return ''.join(out)


class Doc:
    """Pages of text operations; a column is a (x0, x1) band and a cursor y."""

    def __init__(self, times=False):
        self.pages = [[]]
        self.avg = 0.46 if times else 0.52
        self.fonts = ('Times-Roman', 'Times-Bold') if times else ('Helvetica', 'Helvetica-Bold')

    def text(self, x, y, s, bold=False, size=10.0):
        self.pages[-1].append('BT /%s %.1f Tf %.2f %.2f Td (%s) Tj ET' % ('F2' if bold else 'F1', size, x, y, pdf_string(s)))

    def line(self, x0, y0, x1, y1):
        self.pages[-1].append('0.5 w %.2f %.2f m %.2f %.2f l S' % (x0, y0, x1, y1))

    def newpage(self):
        self.pages.append([])

    def wrap(self, s, width, size=10.0):
        lines, cur = [], ''
        for w in s.split():
            t = (cur + ' ' + w).strip()
            if cur and len(t) * self.avg * size > width:
                lines.append(cur)
                cur = w
            else:
                cur = t
        lines.append(cur)
        return lines

    def bytes(self):
        reg, bold = self.fonts
        objs = ['<< /Type /Catalog /Pages 2 0 R >>',
                '<< /Type /Pages /Kids [%s] /Count %d >>' % (' '.join('%d 0 R' % (5 + 2 * i) for i in range(len(self.pages))), len(self.pages)),
                '<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>' % reg,
                '<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>' % bold]
        for i, p in enumerate(self.pages):
            stream = '\n'.join(p) + '\n'
            objs.append('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents %d 0 R >>' % (6 + 2 * i))
            objs.append('<< /Length %d >>\nstream\n%sendstream' % (len(stream.encode('latin-1')), stream))
        out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
        offs = []
        for i, o in enumerate(objs):
            offs.append(len(out))
            out += ('%d 0 obj\n%s\nendobj\n' % (i + 1, o)).encode('latin-1')
        xref = len(out)
        out += ('xref\n0 %d\n0000000000 65535 f \n' % (len(objs) + 1)).encode('latin-1')
        for o in offs:
            out += ('%010d 00000 n \n' % o).encode('latin-1')
        out += ('trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n' % (len(objs) + 1, xref)).encode('latin-1')
        return bytes(out)


def pdf_twocolumn():
    """Planetary science: a one-page CV whose publication list runs in two columns."""
    own = 'Camille Obuya-Laurent'
    E = [
        (['Obuya-Laurent, C.', 'Tanaka, R.', 'Ivanova, M.'], 2017, 'Crater size-frequency distributions on young lunar mare units', 'Icarus', '290, 14–29'),
        (['Petrov, S.', 'Obuya-Laurent, C.'], 2018, 'Thermal inertia of boulder fields from Diviner night-time data', 'JGR Planets', '123, 2201–2219'),
        (['Obuya-Laurent, C.'], 2019, 'Impact melt flows at Tycho crater', 'Planetary and Space Science', '175, 1–12'),
        (['Ahmed, Z.', 'Obuya-Laurent, C.', 'Kerr, J.', 'Tanaka, R.'], 2020, 'Mass wasting on the central peak of Copernicus', 'Geophysical Research Letters', '47, e2020GL088102'),
        (['Obuya-Laurent, C.', 'Kerr, J.'], 2021, 'Regolith maturity and the age of small craters', 'Planetary Science Journal', '2, 88'),
        (['Ivanova, M.', 'Ahmed, Z.', 'Obuya-Laurent, C.'], 2022, 'Boulder degradation rates from repeat imaging', 'Icarus', '372, 114731'),
        (['Obuya-Laurent, C.', 'Petrov, S.', 'Ahmed, Z.'], 2023, 'A machine-learning crater catalogue for the lunar south pole', 'Earth and Space Science', '10, e2023EA002901'),
        (['Kerr, J.', 'Obuya-Laurent, C.'], 2024, 'Ejecta blocks as probes of target strength', 'Meteoritics & Planetary Science', '59, 455–470'),
    ]
    d = Doc()
    d.text(LEFT, TOP, 'Camille Obuya-Laurent', bold=True, size=16)
    d.text(LEFT, TOP - 18, 'Planetary Geologist, Lunar and Planetary Institute of Westbrook  |  c.obuya@example.org')
    d.line(LEFT, TOP - 26, RIGHT, TOP - 26)
    y0 = TOP - 46
    d.text(LEFT, y0, 'Publications (refereed)', bold=True, size=11.5)
    gap = 18
    colw = (RIGHT - LEFT - gap) / 2
    cols = [(LEFT, LEFT + colw), (LEFT + colw + gap, RIGHT)]
    ci, y = 0, y0 - 18
    pubs = []
    for i, (au, yr, t, j, rest) in enumerate(E):
        s = '%d. %s %d. %s. %s, %s.' % (i + 1, jn(au, ', ', ' & ', ', & '), yr, t, j, rest)
        lines = d.wrap(s, colw - 12, 9)
        if i == 4:
            ybottom, ci, y = y, 1, y0 - 18
        x0, x1 = cols[ci]
        for k, l in enumerate(lines):
            d.text(x0 if k == 0 else x0 + 12, y, l, size=9)
            y -= 11
        y -= 5
        gold = ['%s %s' % (a.split(', ')[1], a.split(', ')[0]) for a in au]
        pubs.append(pub(t, gold, j, yr, 'journal', '%s, %s.' % (j, rest)))
    y = min(y, ybottom) - 20
    d.line(LEFT, y + 10, RIGHT, y + 10)
    d.text(LEFT, y - 6, 'Field and mission work', bold=True, size=11.5)
    y -= 24
    for s in ['2019–  Science team member, Lunar Boulder Imager (proposed mission)', '2021  Analogue field campaign, Ries crater, Germany', '2023  Instrument team, Southern Highlands rover study']:
        d.text(LEFT, y, s, size=9.5)
        y -= 13
    y -= 10
    d.text(LEFT, y, 'Teaching', bold=True, size=11.5)
    y -= 16
    d.text(LEFT, y, 'GEOS 340 Planetary Surfaces (2020–2024); GEOS 120 The Solar System (2021–2023)', size=9.5)
    write('planetary-cv-twocolumn.pdf', d.bytes(), own, pubs,
          "Synthetic PDF (one page, written by gen.py's Doc: Helvetica). Name and contact line above a rule; the refereed publication list runs in TWO "
          "COLUMNS (entries 1–4 in the left column, 5–8 in the right, each wrapped with a hanging indent), then full-width 'Field and mission work' and 'Teaching' below. "
          "Entries '1. Surname, I., Surname, I., & Surname, I. Year. Title. Journal, vol, pages.' (AGU/AAS-like, no brackets round the year) → 'I. Surname'. "
          "Field work and teaching are not publications.")


def pdf_table():
    """Pharmacology: publications in a ruled three-column table (number, reference, impact factor)."""
    own = 'Mehmet Karaca'
    E = [
        ('Karaca M, Schultz-Brandt A, Eriksen L. Hepatic clearance of a novel JAK inhibitor in humanised mice. Drug Metab Dispos. 2018;46(9):1234-42.',
         pub('Hepatic clearance of a novel JAK inhibitor in humanised mice', ['M Karaca', 'A Schultz-Brandt', 'L Eriksen'], 'Drug Metab Dispos', 2018, 'journal', 'Drug Metab Dispos. 2018;46(9):1234-42.'), '3.9'),
        ('Eriksen L, Karaca M. Population pharmacokinetics of vancomycin in obese adults. Clin Pharmacokinet. 2019;58(5):611-20.',
         pub('Population pharmacokinetics of vancomycin in obese adults', ['L Eriksen', 'M Karaca'], 'Clin Pharmacokinet', 2019, 'journal', 'Clin Pharmacokinet. 2019;58(5):611-20.'), '4.6'),
        ('Karaca M, Dogan E, Nakagawa T, Rossi F. CYP3A4 induction by herbal supplements: an in vitro screen. Br J Clin Pharmacol. 2020;86(3):455-66.',
         pub('CYP3A4 induction by herbal supplements: an in vitro screen', ['M Karaca', 'E Dogan', 'T Nakagawa', 'F Rossi'], 'Br J Clin Pharmacol', 2020, 'journal', 'Br J Clin Pharmacol. 2020;86(3):455-66.'), '3.4'),
        ('Nakagawa T, Rossi F, Karaca M. Model-informed dosing of tacrolimus after kidney transplantation. Clin Pharmacol Ther. 2021;110(2):402-11.',
         pub('Model-informed dosing of tacrolimus after kidney transplantation', ['T Nakagawa', 'F Rossi', 'M Karaca'], 'Clin Pharmacol Ther', 2021, 'journal', 'Clin Pharmacol Ther. 2021;110(2):402-11.'), '6.9'),
        ('Dogan E, Karaca M. Drug-drug interactions of direct oral anticoagulants in elderly patients. Eur J Clin Pharmacol. 2022;78(1):21-30.',
         pub('Drug-drug interactions of direct oral anticoagulants in elderly patients', ['E Dogan', 'M Karaca'], 'Eur J Clin Pharmacol', 2022, 'journal', 'Eur J Clin Pharmacol. 2022;78(1):21-30.'), '2.8'),
        ('Karaca M, Eriksen L, Schultz-Brandt A, Dogan E, Nakagawa T. Physiologically based modelling of antibody clearance in children. CPT Pharmacometrics Syst Pharmacol. 2023;12(6):780-92.',
         pub('Physiologically based modelling of antibody clearance in children', ['M Karaca', 'L Eriksen', 'A Schultz-Brandt', 'E Dogan', 'T Nakagawa'], 'CPT Pharmacometrics Syst Pharmacol', 2023, 'journal',
             'CPT Pharmacometrics Syst Pharmacol. 2023;12(6):780-92.'), '3.1'),
    ]
    d = Doc(times=True)
    d.text(LEFT, TOP, 'Assoc. Prof. Dr. Mehmet Karaca', bold=True, size=16)
    d.text(LEFT, TOP - 18, 'Department of Pharmacology, Faculty of Medicine, Westbrook University', size=10)
    y = TOP - 50
    d.text(LEFT, y, 'Education', bold=True, size=11.5)
    y -= 16
    for s in ['2012  PhD, Pharmacology, Hacettepe University, Ankara', '2006  MD, Ege University, Izmir']:
        d.text(LEFT, y, s)
        y -= 13
    y -= 12
    d.text(LEFT, y, 'Publications in SCI-indexed journals', bold=True, size=11.5)
    y -= 10
    c0, c1, c2, c3 = LEFT, LEFT + 28, RIGHT - 48, RIGHT
    d.line(c0, y, c3, y)
    y -= 12
    d.text(c0 + 4, y, 'No.', bold=True)
    d.text(c1 + 4, y, 'Reference', bold=True)
    d.text(c2 + 4, y, 'IF', bold=True)
    y -= 6
    d.line(c0, y, c3, y)
    pubs = []
    for i, (s, p, impact) in enumerate(E):
        lines = d.wrap(s, c2 - c1 - 8, 10)
        top = y
        y -= 12
        d.text(c0 + 4, y, '%d' % (i + 1))
        d.text(c2 + 4, y, impact)
        for l in lines:
            d.text(c1 + 4, y, l)
            y -= 12
        y += 6
        d.line(c0, y, c3, y)
        for x in (c0, c1, c2, c3):
            d.line(x, top, x, y)
        pubs.append(p)
    y -= 24
    d.text(LEFT, y, 'Congress presentations', bold=True, size=11.5)
    y -= 16
    d.text(LEFT, y, 'Karaca M. Vancomycin dosing in obesity. 14th European Congress of Clinical Pharmacology, Lisbon, 2019 (oral).')
    write('pharmacology-cv-table.pdf', d.bytes(), own, pubs,
          "Synthetic PDF (one page, Times, written by gen.py's Doc). Publications in a ruled table with three columns: No. | Reference (wrapped in its cell) | IF "
          "(the journal impact factor, a number in its own column level with the entry's first line). Vancouver 'Karaca M, Eriksen L. Title. J Abbrev. Year;vol(issue):pages.' → 'M Karaca'. "
          "Owner printed with 'Assoc. Prof. Dr.'; the gold owner is the name. Education and a congress presentation are not publications.")


def pdf_pagebreak():
    """Social work: two pages, running header and footer, hanging indents, an entry split by the page break."""
    own = 'Rosa María Quispe Huamán'
    E = [
        (['Quispe Huamán, R. M.', 'Salazar, E.'], 2016, 'Community kitchens and the politics of care in Lima', 'International Social Work', '59(4), 455–468'),
        (['Quispe Huamán, R. M.'], 2017, 'Migrant mothers and child welfare services in southern Chile', 'Child & Family Social Work', '22(2), 901–910'),
        (['Okonjo, A.', 'Quispe Huamán, R. M.', 'Bergström, T.'], 2018, 'Participatory evaluation of cash transfer programmes in the Andes', 'Journal of Social Work', '18(5), 567–586'),
        (['Quispe Huamán, R. M.', 'Bergström, T.'], 2019, 'Indigenous languages in frontline social services: a comparative study', 'British Journal of Social Work', '49(7), 1888–1906'),
        (['Salazar, E.', 'Li, W.', 'Quispe Huamán, R. M.'], 2020, 'Remote casework during lockdown: practitioners’ accounts from three countries', 'Qualitative Social Work', '19(5–6), 1021–1038'),
        (['Quispe Huamán, R. M.', 'Okonjo, A.'], 2021, 'Decolonising social work curricula: notes from a co-taught course', 'Social Work Education', '40(3), 377–392'),
        (['Bergström, T.', 'Quispe Huamán, R. M.'], 2022, 'Housing first for older homeless adults: a realist review', 'Health & Social Care in the Community', '30(6), e4012–e4025'),
        (['Quispe Huamán, R. M.', 'Li, W.', 'Salazar, E.', 'Okonjo, A.'], 2023, 'Climate displacement and the future of community social work', 'International Social Work', '66(2), 301–315'),
        (['Li, W.', 'Quispe Huamán, R. M.'], 2024, 'Trust and data sharing between welfare agencies', 'European Journal of Social Work', '27(1), 88–101'),
    ]
    d = Doc(times=True)

    def chrome(n):
        d.text(LEFT, 812, 'Rosa María Quispe Huamán — Curriculum Vitae', size=8.5)
        d.text(RIGHT - 60, 812, 'April 2025', size=8.5)
        d.text((LEFT + RIGHT) / 2 - 4, 36, '%d' % n, size=9)
    chrome(1)
    d.text(LEFT, TOP - 10, 'Rosa María Quispe Huamán', bold=True, size=16)
    d.text(LEFT, TOP - 28, 'Professor of Social Work, University of Westbrook')
    y = TOP - 60
    d.text(LEFT, y, 'Employment', bold=True, size=11.5)
    y -= 16
    for s in ['2020–  Professor of Social Work, University of Westbrook', '2014–2020  Senior Lecturer, Pontificia Universidad del Sur, Arequipa',
              '2010–2014  Social worker, Municipalidad de Villa El Salvador, Lima']:
        d.text(LEFT, y, s)
        y -= 13
    y -= 10
    d.text(LEFT, y, 'Grants', bold=True, size=11.5)
    y -= 16
    for s in ['2019–2022  ESRC, “Languages of care in frontline services”, PI, £412,000',
              '2021–2024  Westbrook Global Challenges Fund, “Climate displacement and social work”, Co-I',
              '2023–2025  Horizon Europe, “DATA-WELFARE: trust between agencies”, work package lead']:
        for k, l in enumerate(d.wrap(s, RIGHT - LEFT - 24)):
            d.text(LEFT + (0 if k == 0 else 24), y, l)
            y -= 13
    for head, items in [
            ('Education', ['2010  PhD in Social Policy, Universidad Nacional del Altiplano, Puno', '2006  MA in Social Work, Pontificia Universidad del Sur, Arequipa',
                           '2003  Licenciatura en Trabajo Social, Universidad Nacional de San Agustín']),
            ('Teaching', ['SOCW 210 Community Practice (2020–2025)', 'SOCW 330 Social Work with Migrants (2020–2024)', 'SOCW 512 Research Methods for Practice (2021–2025)',
                          'SOCW 601 Doctoral Seminar in Social Policy (2022–2025)', 'Curso de verano: Trabajo social comunitario, Arequipa (2016–2019)']),
            ('Doctoral supervision', ['Amara Nwosu, “Kinship care among refugee families” (2023)', 'Jonas Vik, “Digital casework and discretion” (2024)',
                                      'Lucía Paredes, “Community kitchens after the pandemic” (in progress)', 'Tomás Herrera, “Water, care and gender in the Andes” (in progress)',
                                      'Mei Tanaka, “Loneliness and older migrants” (in progress)', 'Kwame Asante, “Youth justice diversion” (in progress)']),
            ('Service', ['Associate editor, International Social Work (2021–)', 'Board member, Latin American Network of Social Work Schools (2019–2023)',
                         'External examiner, University of Northbridge (2022–2025)', 'Reviewer for ESRC and ANID (Chile)'])]:
        y -= 10
        d.text(LEFT, y, head, bold=True, size=11.5)
        y -= 16
        for s in items:
            d.text(LEFT, y, s)
            y -= 13
    y -= 10
    d.text(LEFT, y, 'Refereed journal articles', bold=True, size=11.5)
    y -= 18
    pubs = []
    page = 1
    for au, yr, t, j, rest in E:
        s = '%s (%d). %s. %s, %s.' % (jn(au, ', ', ', & ', ', & '), yr, t, j, rest)
        for k, l in enumerate(d.wrap(s, RIGHT - LEFT - 24)):
            if y < BOTTOM + 20:
                if k:
                    print('  page break inside:', t)
                d.newpage()
                page += 1
                chrome(page)
                y = TOP
            d.text(LEFT + (0 if k == 0 else 24), y, l)
            y -= 13
        y -= 6
        gold = []
        for a in au:
            sur, given = a.split(', ')
            gold.append('%s %s' % (given, sur))
        pubs.append(pub(t, gold, j, yr, 'journal', '%s, %s.' % (j, rest)))
    y -= 10
    d.text(LEFT, y, 'Invited lectures', bold=True, size=11.5)
    y -= 16
    for s in ['2022  “Care without translation”, Keynote, Latin American Social Work Congress, Bogotá.',
              '2024  “Climate and casework”, Plenary, European Conference for Social Work Research, Glasgow.']:
        d.text(LEFT, y, s)
        y -= 13
    write('socialwork-cv-pagebreak.pdf', d.bytes(), 'Rosa María Quispe Huamán', pubs,
          "Synthetic PDF (two pages, Times, written by gen.py's Doc). Running header 'Name — Curriculum Vitae' and 'April 2025' and a page number footer on every page. "
          "Employment, grants (quoted project titles), education, teaching, doctoral supervision (students' thesis titles in quotes) and service come first and fill most of page one, so the article list starts low on page one and one entry is split by the page break "
          "(its continuation after the next page's header). APA 'Quispe Huamán, R. M., Salazar, E., & Li, W. (Year). Title. Journal, vol(issue), pages.' → 'R. M. Quispe Huamán' "
          "(a two-word Andean surname). Invited lectures and every section before the articles are not publications.")


pandoc_csl()
zotero_ieee()
papercite()
jsonld()
moderncv()
asciidoc()
mediawiki()
docx()
gbt7714()
gost()
japanese()
music_dl()
html_table()
pure()
scholar()
pdf_twocolumn()
pdf_table()
pdf_pagebreak()
