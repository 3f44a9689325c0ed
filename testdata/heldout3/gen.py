"""Write the third set of held-out publication lists and their gold.

Every name, title, venue, DOI and identifier here is invented. Each list is
written from one table of entries, so its gold agrees with its text by
construction. Run `python3 gen.py` (from anywhere; it writes beside itself)
only to regenerate after changing an entry. The two PDFs are laid out by
pdf() below from marked text, with no PDF library.
"""
import json, os

OUT = os.path.dirname(os.path.abspath(__file__))


def pub(title, authors, venue, year, kind, venue_full, complete=True, eq=()):
    return {"title": title, "authors": list(authors), "authors_complete": complete,
            "equal_contribution": list(eq), "venue": venue, "venue_full": venue_full,
            "year": year, "kind": kind}


def write(name, text, owner, pubs, notes):
    if name.endswith('.pdf'):
        data = pdf(text, times='serif' in name)
        with open(os.path.join(OUT, name), 'wb') as f:
            f.write(data)
    else:
        with open(os.path.join(OUT, name), 'w', encoding='utf-8') as f:
            f.write(text)
    gold = {"file": name, "owner": owner, "advisors": [], "mentors": [], "education": [],
            "employment": [], "publications": pubs, "notes": notes}
    with open(os.path.join(OUT, name + '.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print(name, len(pubs), sum(len(p['authors']) for p in pubs))


# ------------------------------------------------ a PDF writer small enough to read
# Marked text in, a PDF out, laid out as a word processor prints a CV: base-14
# fonts in WinAnsiEncoding (no font embedded), bold headings, hanging-indented
# entries wrapped at the right margin. Marks: '#H' name (16 pt bold), '#S'
# subtitle, '#B' section heading, '#E' entry, '#Y 2019|entry' an entry with
# the year in a left margin column; other lines are paragraphs.
LEFT, RIGHT, TOP, BOTTOM = 72.0, 523.0, 770.0, 72.0
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


def pdf(text, times=False):
    avg = 0.46 if times else 0.52  # mean advance per character, in em
    pages, y = [], [0.0]

    def put(x, bold, size, s):
        if not pages or y[0] < BOTTOM:
            pages.append([])
            y[0] = TOP
        pages[-1].append('BT /%s %.1f Tf %.2f %.2f Td (%s) Tj ET' % ('F2' if bold else 'F1', size, x, y[0], pdf_string(s)))

    def entry(s, x0, x1, size=10.0):
        lines, cur = [], ''
        for w in s.split():
            t = (cur + ' ' + w).strip()
            if cur and len(t) * avg * size > RIGHT - x1:
                lines.append(cur)
                cur = w
            else:
                cur = t
        lines.append(cur)
        for i, l in enumerate(lines):
            put(x0 if i == 0 else x1, False, size, l)
            y[0] -= size * 1.25
        y[0] -= size * 0.5

    for raw in text.rstrip('\n').split('\n'):
        if not raw:
            y[0] -= 6
        elif raw.startswith('#H '):
            put(LEFT, True, 16, raw[3:]); y[0] -= 22
        elif raw.startswith('#S '):
            put(LEFT, False, 10, raw[3:]); y[0] -= 13
        elif raw.startswith('#B '):
            y[0] -= 8; put(LEFT, True, 11.5, raw[3:]); y[0] -= 17
        elif raw.startswith('#E '):
            entry(raw[3:], LEFT, LEFT + 18)
        elif raw.startswith('#Y '):
            year, rest = raw[3:].split('|', 1)
            put(LEFT - 26, True, 9, year)
            entry(rest, LEFT + 14, LEFT + 14)
        else:
            entry(raw, LEFT, LEFT)
    reg, bold = ('Times-Roman', 'Times-Bold') if times else ('Helvetica', 'Helvetica-Bold')
    objs = ['<< /Type /Catalog /Pages 2 0 R >>',
            '<< /Type /Pages /Kids [%s] /Count %d >>' % (' '.join('%d 0 R' % (5 + 2 * i) for i in range(len(pages))), len(pages)),
            '<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>' % reg,
            '<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>' % bold]
    for i, p in enumerate(pages):
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


def ini(given, dots=True, space=True):
    """Initials of a given name: 'Jia Hui' -> 'J. H.' (dots) or 'JH'."""
    parts = []
    for w in given.split(' '):
        hy = w.split('-')
        if dots:
            parts.append('-'.join(h[0] + '.' for h in hy))
        else:
            parts.append(''.join(h[0] for h in hy))
    return (' ' if space else '').join(parts) if dots else ''.join(parts)


def jn(xs, sep, two, many):
    if len(xs) == 1:
        return xs[0]
    if len(xs) == 2:
        return xs[0] + two + xs[1]
    return sep.join(xs[:-1]) + many + xs[-1]


# ------------------------------------------------ 1 hydrology, Hugo shortcodes with attributes
def hugo():
    own = ('Leilani', 'Kahananui')
    P = {'tf': ('Tiago', 'Ferreira'), 'hj': ('Ha-eun', 'Jo'), 'mb': ('Thabo', 'Mbeki-Sørlie'),
         'ar': ('Aroha', 'Rangihuna'), 'kw': ('Kai', 'Wong'), 'is': ('Ilse', 'Schwarzenbach'),
         'dn': ('Dmitri', 'Nekrasov'), 'pc': ('Paulo', 'Cabral da Silva')}
    full = lambda p: p[0] + ' ' + p[1]
    E = [
        ('Submarine groundwater discharge along basaltic coastlines: a radon mass balance', [own, P['tf'], P['hj']],
         'Water Resources Research', 2019, 'journal', 'vol="55" pages="8812-8830"'),
        ('Rain-on-snow is not rain-on-lava: runoff generation on young volcanic soils', [P['ar'], own],
         'Hydrological Processes', 2020, 'journal', 'vol="34" pages="1502-1519"'),
        ('Fog interception by native cloud forest and its loss under invasive canopies', [own, P['kw'], P['is'], P['mb']],
         'Journal of Hydrology', 2021, 'journal', 'vol="598" pages="126273"'),
        ('Tracing aquifer recharge with stable isotopes in a trade-wind orographic setting', [P['hj'], P['dn'], own],
         'Hydrology and Earth System Sciences', 2022, 'journal', 'vol="26" pages="4021-4040"'),
        ('Low-cost piezometer networks for community water monitoring', [own, P['pc']],
         'AGU Fall Meeting Abstracts', 2022, 'conference', 'pages="H42B-07"'),
        ('A national dataset of spring discharge for small island catchments', [P['tf'], own, P['ar'], P['kw'], P['pc']],
         'Scientific Data', 2023, 'journal', 'vol="10" pages="512"'),
        ('Indigenous water knowledge and the governance of coastal springs', [own, P['ar']],
         'Water Governance in Island Societies', 2023, 'chapter', 'publisher="Springer" pages="77-96"'),
        ('Drought propagation from rainfall to baseflow in fractured volcanic aquifers', [P['mb'], own, P['is']],
         'Geophysical Research Letters', 2024, 'journal', 'vol="51" pages="e2024GL108812"'),
    ]
    pending = [
        ('Sea-level rise and the salinisation of basal lenses: a 40-year projection', [own, P['dn'], P['hj']],
         'submitted'),
        ('Machine-learning gap filling for short rain-gauge records in mountainous islands', [P['kw'], own],
         'in review'),
    ]
    lines = ['+++', 'title = "Publications"', 'author = "Leilani Kahananui"', 'date = 2024-10-02',
             'weight = 20', '+++', '',
             'Leilani Kahananui leads the Island Hydrology Group. Student and postdoc co-authors are listed as they appear on each paper;',
             'PDFs are available on request.', '',
             '{{< figure src="/img/spring-sampling.jpg" caption="Sampling a coastal spring, 2021" >}}', '',
             '## Peer-reviewed', '']
    pubs = []
    for t, au, v, y, kind, extra in E:
        names = jn([full(a) for a in au], ', ', ' and ', ' and ')
        attr = 'venue' if kind != 'chapter' else 'book'
        lines.append('{{< pub title="%s" authors="%s" %s="%s" year="%d" %s doi="10.9999/hyd.%d.%03d" >}}'
                     % (t, names, attr, v, y, extra, y, len(pubs) + 11))
        pubs.append(pub(t, [full(a) for a in au], v, y, kind, '%s, %s, %d' % (v, extra.replace('"', ''), y)))
    lines += ['', '## Under review', '']
    for t, au, st in pending:
        names = jn([full(a) for a in au], ', ', ' and ', ' and ')
        lines.append('{{< pub title="%s" authors="%s" status="%s" >}}' % (t, names, st))
        pubs.append(pub(t, [full(a) for a in au], None, None, 'preprint', st))
    lines += ['', '## Talks', '',
              '{{< talk title="Springs, seeps and sovereignty" event="Pacific Water Forum" place="Suva" year="2023" >}}',
              '{{< talk title="What fog tells us about forests" event="Department seminar, University of Otago" year="2022" >}}', '']
    write('hydrology-hugo-shortcodes.md', '\n'.join(lines), 'Leilani Kahananui', pubs,
          "Synthetic. Hugo page: TOML front matter naming the author, then one self-closing shortcode per paper "
          "'{{< pub title=\"…\" authors=\"Given Surname, Given Surname and Given Surname\" venue=\"…\" year=\"…\" vol=… pages=… doi=… >}}'. "
          "The title, byline and venue are attribute values; a chapter carries book= instead of venue= (venue the book, kind chapter). "
          "An AGU meeting abstract is kind conference. Two papers under review carry status= and no venue or year: venue null, year null, kind preprint. "
          "The talk shortcodes and the figure shortcode are not publications.")


# ------------------------------------------------ 2 robotics, Jekyll _data YAML, free-string bylines, owner implied
def jekyll_yaml():
    own = 'S. Venkataraman'
    own_s = own
    J = [
        ('Contact-aware model predictive control for legged manipulation', 'K. Oduya, S. Venkataraman, P. Santos',
         ['K. Oduya', own_s, 'P. Santos'], 'IEEE Transactions on Robotics', 2021, 'vol. 37, no. 5'),
        ('Learning terrain-adaptive gaits from proprioception alone', 'S. Venkataraman*, M. Kowalczyk*, and H. Takeda',
         [own_s, 'M. Kowalczyk', 'H. Takeda'], 'IEEE Robotics and Automation Letters', 2022, 'vol. 7, no. 2'),
        ('Certifiable state estimation for multi-contact robots', 'A. Haddad & S. Venkataraman',
         ['A. Haddad', own_s], 'The International Journal of Robotics Research', 2023, 'vol. 42, no. 9'),
    ]
    C = [
        ('Whole-body impedance shaping for safe physical human-robot interaction', 'S. Venkataraman, L. Moreau, K. Oduya and J. Adeyemi-Brandt',
         [own_s, 'L. Moreau', 'K. Oduya', 'J. Adeyemi-Brandt'], 'Proc. IEEE Int. Conf. Robotics and Automation (ICRA)', 'ICRA', 2020, 'Best Paper Award Finalist'),
        ('Tactile SLAM with event cameras on a quadruped', 'H. Takeda, S. Venkataraman',
         ['H. Takeda', own_s], 'Robotics: Science and Systems (RSS)', 'RSS', 2021, None),
        ('Differentiable contact models for sim-to-real transfer of dexterous skills', 'P. Santos, N. Ekwueme, S. Venkataraman, and M. Kowalczyk',
         ['P. Santos', 'N. Ekwueme', own_s, 'M. Kowalczyk'], 'Conference on Robot Learning (CoRL)', 'CoRL', 2022, 'Oral'),
        ('Online footstep replanning under perception delay', 'L. Moreau and S. Venkataraman',
         ['L. Moreau', own_s], 'IEEE/RSJ Int. Conf. Intelligent Robots and Systems (IROS)', 'IROS', 2023, None),
    ]
    W = [
        ('Towards a benchmark for whole-body loco-manipulation', 'RSS Workshop on Legged Robots', 2022),
        ('What should a legged robot feel? A position paper', 'ICRA Workshop on Tactile Sensing', 2023),
    ]
    lines = ['# Publications shown on /research/ (rendered by _includes/pubs.html).',
             '# Workshop papers and the thesis have no authors field: they are mine alone.', '']
    pubs = []
    lines.append('journal:')
    for t, by, au, v, y, vol in J:
        lines += ['  - title: "%s"' % t, '    authors: "%s"' % by, '    journal: %s' % v, '    volume: "%s"' % vol,
                  '    year: %d' % y, '    pdf: /assets/papers/%d-%s.pdf' % (y, t.split()[0].lower()), '']
        eq = [own_s, 'M. Kowalczyk'] if '*' in by else []
        pubs.append(pub(t, au, v, y, 'journal', v + ', ' + vol + ', ' + str(y), eq=eq))
    lines.append('conference:')
    for t, by, au, v, acr, y, note in C:
        lines += ['  - title: "%s"' % t, '    authors: "%s"' % by, '    booktitle: "%s"' % v, '    year: %d' % y]
        if note:
            lines.append('    award: "%s"' % note)
        lines += ['    video: https://youtu.be/xxxx%d' % len(pubs), '']
        pubs.append(pub(t, au, acr, y, 'conference', v + ', ' + str(y)))
    lines.append('workshop:')
    for t, v, y in W:
        lines += ['  - title: "%s"' % t, '    venue: %s' % v, '    year: %d' % y, '']
        pubs.append(pub(t, [own], v, y, 'workshop', v + ', ' + str(y)))
    lines += ['thesis:', '  - title: "Planning through contact for dynamic legged robots"',
              '    school: Carnegie Institute of Technology, Westbrook University', '    year: 2019', '    type: PhD thesis', '']
    pubs.append(pub('Planning through contact for dynamic legged robots', [own], 'Carnegie Institute of Technology, Westbrook University', 2019, 'thesis',
                    'PhD thesis, Carnegie Institute of Technology, Westbrook University, 2019'))
    lines += ['media:', '  - title: "Robots that feel the ground"', '    outlet: Westbrook Today', '    year: 2022', '']
    write('robotics-jekyll-data-publications.yml', '\n'.join(lines), own, pubs,
          "Synthetic. Jekyll _data/publications.yml with top-level groups journal / conference / workshop / thesis / media, each a list of maps. "
          "Bylines are one free string ('K. Oduya, S. Venkataraman, P. Santos', ', and', ' and ', ' & ', '*' co-first marks → equal_contribution). "
          "Workshop and thesis records have no authors field (owner implied, said in a comment): authors [owner as the gold owner string]. The owner's name is nowhere but in bylines; "
          "owner = 'S. Venkataraman', the only form the file gives. "
          "Conference venue the printed acronym in brackets. 'media' is coverage, not a publication. The award and video keys are not venue.")


# ------------------------------------------------ 3 materials science, JSON under a nested key
def json_nested():
    own = ('Yuxin', 'Zhou')
    P = {'kt': ('Kenta', 'Tanaka'), 'ra': ('Rashid', 'Abdullah'), 'sl': ('Sun-mi', 'Lee'), 'ev': ('Elena', 'Vasquez-Ortiz'),
         'fb': ('Frederik', 'Baumgartner'), 'wj': ('Wei', 'Jiang'), 'ao': ('Adaora', 'Obi'), 'mk': ('Mikko', 'Korhonen')}
    recs = [
        ('Strain-tunable ferroelectricity in ultrathin hafnia films', [own, P['kt'], P['ra']], 'Advanced Materials', '2020-03-11', '32', '1907713', 'journal'),
        ('Interface oxygen vacancies control switching endurance in HfO2 memristors', [P['sl'], own, P['wj']], 'ACS Nano', '2021-01-26', '15', '1120-1131', 'journal'),
        ('Atomic-layer deposition of lanthanum-doped zirconia at 150 °C', [own, P['ev'], P['fb'], P['kt']], 'Chemistry of Materials', '2021-09-02', '33', '7001-7012', 'journal'),
        ('Operando X-ray diffraction of wake-up effects in ferroelectric capacitors', [P['ao'], P['mk'], own], 'Physical Review Materials', '2022-05-17', '6', '054402', 'journal'),
        ('Negative capacitance transistors: a materials perspective', [own, P['ra']], 'Nature Reviews Materials', '2023-02-08', '8', '98-115', 'journal'),
        ('Domain-wall conduction in epitaxial bismuth ferrite nanostructures', [P['wj'], P['sl'], P['ao'], own, P['mk']], 'Nano Letters', '2023-11-30', '23', '10881-10889', 'journal'),
    ]
    byline_recs = [
        ('Low-temperature crystallisation of hafnia by flash lamp annealing', 'Y. Zhou, F. Baumgartner and E. Vasquez-Ortiz',
         ['Y. Zhou', 'F. Baumgartner', 'E. Vasquez-Ortiz'], 'International Electron Devices Meeting (IEDM)', 'IEDM', '2022-12', 'conference'),
        ('Wafer-scale ferroelectric tunnel junctions on 200 mm silicon', 'K. Tanaka, Y. Zhou, R. Abdullah, M. Korhonen',
         ['K. Tanaka', 'Y. Zhou', 'R. Abdullah', 'M. Korhonen'], 'Symposium on VLSI Technology', 'Symposium on VLSI Technology', '2023-06', 'conference'),
    ]
    full = lambda p: p[0] + ' ' + p[1]
    arts = []
    pubs = []
    for t, au, v, d, vol, pages, kind in recs:
        arts.append({"id": "zhou-%s" % d[:4] + chr(97 + len(arts)), "headline": t,
                     "contributors": [{"given": a[0], "family": a[1], "role": "author"} for a in au],
                     "outlet": {"name": v, "volume": vol, "pages": pages}, "issued": d,
                     "identifiers": {"doi": "10.9999/mat.%s.%d" % (d[:4], 100 + len(arts))}, "featured": len(arts) % 2 == 0})
        pubs.append(pub(t, [full(a) for a in au], v, int(d[:4]), kind, '%s %s, %s (%s)' % (v, vol, pages, d[:4])))
    confs = []
    for t, by, au, v, acr, d, kind in byline_recs:
        confs.append({"headline": t, "byline": by, "event": v, "issued": d, "slides": "/slides/%s.pdf" % d})
        pubs.append(pub(t, au, acr, int(d[:4]), kind, v + ', ' + d[:4]))
    patents = [{"headline": "Method for forming a doped hafnium oxide ferroelectric layer at low temperature",
                "inventors": [{"given": "Yuxin", "family": "Zhou"}, {"given": "Kenta", "family": "Tanaka"}],
                "number": "US 11,987,654 B2", "issued": "2024-05-21"}]
    pubs.append(pub(patents[0]["headline"], ['Yuxin Zhou', 'Kenta Tanaka'], 'US 11,987,654 B2', 2024, 'patent', 'US 11,987,654 B2, 2024'))
    doc = {"meta": {"schema": "site-content/v3", "generated": "2024-06-01T09:00:00Z", "locale": "en"},
           "profile": {"displayName": "Dr. Yuxin Zhou", "position": "Associate Professor, Thin Film Materials Lab",
                       "email": "yzhou@example.org"},
           "content": {"blocks": [
               {"type": "text", "heading": "About", "body": "We grow and study ferroelectric oxide films for low-power memory."},
               {"type": "bibliography", "heading": "Journal articles", "items": arts},
               {"type": "bibliography", "heading": "Conference papers", "items": confs},
               {"type": "bibliography", "heading": "Patents", "items": patents},
               {"type": "list", "heading": "Group members", "items": [{"name": "Adaora Obi", "role": "PhD student"},
                                                                        {"name": "Wei Jiang", "role": "Postdoc"}]},
           ]}}
    write('materials-site-content.json', json.dumps(doc, ensure_ascii=False, indent=2) + '\n', 'Yuxin Zhou', pubs,
          "Synthetic. A site-content JSON file: the records sit under content.blocks[].items, with unusual keys (headline = title, "
          "contributors = list of {given, family}, outlet.name = venue, issued = ISO date). Conference records hold the byline as one free string "
          "under 'byline' and the meeting under 'event' (venue the printed acronym where one is in brackets). One patent with 'inventors' and a number "
          "(kind patent, venue the number). The 'Group members' block is not publications. Owner from profile.displayName without 'Dr.'. "
          "Authors from contributors as 'Given Family'.")


# ------------------------------------------------ 4 epidemiology, Quarto page with an R data literal
def quarto():
    own = 'Thandiwe Mokoena'
    rows = [
        (2018, 'Mokoena T, Dube S, Pillay K', 'Incidence of drug-resistant tuberculosis among miners in the Free State, 2010-2016', 'Int J Tuberc Lung Dis', '22(9):1011-7', 'journal'),
        (2019, 'Nkosi P, Mokoena T, van Wyk JH, Adeyemi F', 'Household contact tracing yields for tuberculosis in peri-urban Lesotho: a cluster-randomised trial', 'Lancet Glob Health', '7(4):e480-9', 'journal'),
        (2020, 'Mokoena T, Haile M', 'Spatial clustering of HIV viral non-suppression in rural KwaZulu-Natal', 'AIDS', '34(6):905-13', 'journal'),
        (2021, 'Dube S, Mokoena T, Ramírez-Castillo L, Ochieng B, Pillay K', 'Cost-effectiveness of targeted universal testing for tuberculosis in HIV clinics', 'PLoS Med', '18(3):e1003544', 'journal'),
        (2022, 'Mokoena T, Ochieng B, Haile M, Nkosi P', 'Excess mortality during the COVID-19 epidemic in three South African districts', 'BMJ Glob Health', '7:e008123', 'journal'),
        (2023, 'Haile M, Mokoena T', 'Bayesian small-area estimation of tuberculosis prevalence from routine data', 'Stat Med', '42(11):1733-50', 'journal'),
        (2024, 'Ramírez-Castillo L, Dube S, Mokoena T', 'Time to treatment initiation after a positive Xpert result: a multi-country cohort', 'Clin Infect Dis', '78(2):301-9', 'journal'),
    ]
    lines = ['---', 'title: "Publications"', 'author: "Thandiwe Mokoena"', 'format:', '  html:', '    toc: false', 'execute:', '  echo: false', '---', '',
             'Publications are listed from a table kept in this page, newest first. My name is in bold.', '',
             '```{r}', '#| label: pubs-data', 'library(tibble)', 'library(dplyr)', '', 'pubs <- tribble(',
             '  ~year, ~authors, ~title, ~journal, ~volpages,']
    pubs = []
    for i, (y, by, t, j, vp, kind) in enumerate(rows):
        sep = ',' if i < len(rows) - 1 else ''
        lines.append('  %d, "%s", "%s", "%s", "%s"%s' % (y, by, t, j, vp, sep))
        au = []
        for n in by.split(', '):
            sur, _, ii = n.rpartition(' ')
            au.append(ii + ' ' + sur)
        pubs.append(pub(t, au, j, y, kind, '%s %d;%s' % (j, y, vp)))
    lines += [') |>', '  arrange(desc(year))', '```', '', '## Journal articles', '',
              '```{r}', '#| output: asis', 'for (i in seq_len(nrow(pubs))) {',
              '  by <- sub("Mokoena T", "**Mokoena T**", pubs$authors[i])',
              '  cat(sprintf("%d. %s. %s. *%s*. %d;%s.\\n", i, by, pubs$title[i], pubs$journal[i], pubs$year[i], pubs$volpages[i]))',
              '}', '```', '', '## Reports and preprints', '']
    rest = [
        ('Mokoena T, Dube S. *Tuberculosis case-finding in mining communities: a situational analysis*. Technical report. Pretoria: National Institute for Communicable Diseases; 2019.',
         pub('Tuberculosis case-finding in mining communities: a situational analysis', ['T Mokoena', 'S Dube'], 'National Institute for Communicable Diseases', 2019, 'other',
             'Technical report. Pretoria: National Institute for Communicable Diseases; 2019.')),
        ('Ochieng B, Mokoena T, Haile M. Nowcasting tuberculosis notifications with delayed reporting. *medRxiv* 2024. doi:10.9999/2024.02.11.24302611',
         pub('Nowcasting tuberculosis notifications with delayed reporting', ['B Ochieng', 'T Mokoena', 'M Haile'], 'medRxiv', 2024, 'preprint', 'medRxiv 2024.')),
    ]
    for text, p in rest:
        lines.append('- ' + text.replace('Mokoena T', '**Mokoena T**'))
        pubs.append(p)
    lines += ['', '## Software', '', '- `tbcascade`: an R package for care-cascade estimation (with S Dube), 2022.', '']
    write('epidemiology-quarto-tribble.qmd', '\n'.join(lines), own, pubs,
          "Synthetic. Quarto page whose journal articles are an R tribble data literal (~year, ~authors, ~title, ~journal, ~volpages) rendered by an R chunk; "
          "the rendered page is not in the file. Vancouver bylines 'Mokoena T, Dube S' → 'T Mokoena', 'S Dube' (no periods added). Venues the NLM abbreviations. "
          "Two markdown items below it: a technical report (kind other, venue the institute) and a medRxiv preprint. The software item is not a publication.")


# ------------------------------------------------ 5 linguistics, Typst CV with a data array and a hand list
def typst():
    own = 'Aigerim Seitkali'
    arts = [
        (['Aigerim Seitkali', 'Bolat Dzhaksybekov'], 2017, 'Backness harmony and its exceptions in Kazakh loanwords', 'Turkic Languages', '21', '33–61'),
        (['Aigerim Seitkali'], 2019, 'Evidential particles and information source in spoken Kazakh', 'Journal of Pragmatics', '148', '12–29'),
        (['Margarethe Lindqvist', 'Aigerim Seitkali', 'Oğuz Demirtaş'], 2020, 'A corpus study of converb chains across five Turkic languages', 'Linguistics', '58(4)', '1021–1060'),
        (['Aigerim Seitkali', 'Joaquín Ortiz Salgado'], 2022, 'Prosodic marking of focus in Kazakh–Russian bilingual speech', 'Bilingualism: Language and Cognition', '25(3)', '455–470'),
        (['Dana Ermekova', 'Aigerim Seitkali'], 2023, 'Documenting endangered varieties of Dungan in Kazakhstan', 'Language Documentation & Conservation', '17', '88–117'),
    ]
    lines = ['#set page(paper: "a4", margin: 2cm)', '#set text(font: "Linux Libertine", size: 10.5pt, lang: "en")',
             '#show heading.where(level: 1): it => block(above: 1.4em, below: 0.6em)[#smallcaps(it.body)]', '',
             '#align(center)[', '  #text(20pt)[*Aigerim Seitkali*] \\', '  Associate Professor of Linguistics, Steppe University \\',
             '  #link("mailto:a.seitkali@example.org")', ']', '',
             '= Education', '- PhD in Linguistics, University of Westbrook, 2016', '- MA in Turkic Philology, Al-Farabi University, 2011', '',
             '= Journal articles', '',
             '#let articles = (']
    pubs = []
    for au, y, t, j, vol, pp in arts:
        lines.append('  (authors: (%s%s), year: %d, title: "%s", journal: "%s", volume: "%s", pages: "%s"),'
                     % (', '.join('"%s"' % a for a in au), ',' if len(au) == 1 else '', y, t, j, vol, pp))
        pubs.append(pub(t, au, j, y, 'journal', '%s %s, %s' % (j, vol, pp)))
    lines += [')', '',
              '#for a in articles [',
              '  + #a.authors.join(", ", last: " & ") (#a.year). #a.title. _#(a.journal)_ #a.volume, #a.pages.',
              ']', '',
              '= Book chapters and proceedings', '']
    hand = [
        ('+ Seitkali, A. (2018). Word order and information structure in Kazakh. In M. Ortiz & S. Ní Cheallaigh (Eds.), _Information Structure in Lesser-Described Languages_ (pp. 145–170). De Gruyter Mouton.',
         pub('Word order and information structure in Kazakh', ['A. Seitkali'], 'Information Structure in Lesser-Described Languages', 2018, 'chapter',
             'In M. Ortiz & S. Ní Cheallaigh (Eds.), Information Structure in Lesser-Described Languages (pp. 145–170). De Gruyter Mouton.')),
        ('+ Seitkali, A. & Dzhaksybekov, B. (2021). Vowel reduction in fast speech: an acoustic study. In _Proceedings of Interspeech 2021_ (pp. 3301–3305).',
         pub('Vowel reduction in fast speech: an acoustic study', ['A. Seitkali', 'B. Dzhaksybekov'], 'Proceedings of Interspeech 2021', 2021, 'conference',
             'In Proceedings of Interspeech 2021 (pp. 3301–3305).')),
        ('+ Ermekova, D., Seitkali, A. & Kuanyshev, T. (2024). Building a treebank for Kazakh child-directed speech. In _Proceedings of LREC-COLING 2024_ (pp. 2210–2219).',
         pub('Building a treebank for Kazakh child-directed speech', ['D. Ermekova', 'A. Seitkali', 'T. Kuanyshev'], 'Proceedings of LREC-COLING 2024', 2024, 'conference',
             'In Proceedings of LREC-COLING 2024 (pp. 2210–2219).')),
    ]
    for text, p in hand:
        lines.append(text)
        pubs.append(p)
    lines += ['', '= Invited talks', '',
              '- _Evidentiality without morphology?_ Workshop on Turkic Syntax, Istanbul, 2022.',
              '- _Harmony in the lab and in the field_. Phonology Circle, University of Westbrook, 2021.', '',
              '= Grants', '', '- Documenting Dungan in Kazakhstan. Endangered Languages Fund, 2022–2024 (PI).', '']
    write('linguistics-typst-cv.typ', '\n'.join(lines), own, pubs,
          "Synthetic. Typst CV: journal articles are a Typst data literal '#let articles = ((authors: (\"…\", …), year: …, title: \"…\", journal: \"…\"), …)' "
          "rendered by a '#for' loop (the rendered text is not in the file); authors as written in the array (full names). Chapters and proceedings are a hand-written "
          "Typst numbered list ('+ ') in APA style with '_italics_'; chapter venue the book (editors not authors), proceedings kind conference. "
          "Education, invited talks (italic titles) and grants are not publications.")


# ------------------------------------------------ 6 philosophy, RST CV with #. lists, owner implied
def rst():
    own = 'Tomasz Wierzbicki'
    books = [
        ('*Reasons Without Rules: Particularism and Practical Knowledge*. Oxford: Clarendon Press, 2019.',
         pub('Reasons Without Rules: Particularism and Practical Knowledge', [own], None, 2019, 'book', 'Oxford: Clarendon Press, 2019.')),
    ]
    arts = [
        ('"The Unity of the Practical Syllogism." *Ethics* 128, no. 2 (2018):\n   311–38.',
         pub('The Unity of the Practical Syllogism', [own], 'Ethics', 2018, 'journal', 'Ethics 128, no. 2 (2018): 311–38.')),
        ('(with Chiara Lombardi) "Knowing How and the Guise of the Good."\n   *Philosophical Review* 129, no. 4 (2020): 503–44.',
         pub('Knowing How and the Guise of the Good', [own, 'Chiara Lombardi'], 'Philosophical Review', 2020, 'journal', 'Philosophical Review 129, no. 4 (2020): 503–44.')),
        ('"Aristotle on Deliberative Perception." *Oxford Studies in Ancient\n   Philosophy* 59 (2021): 121–58.',
         pub('Aristotle on Deliberative Perception', [own], 'Oxford Studies in Ancient Philosophy', 2021, 'journal', 'Oxford Studies in Ancient Philosophy 59 (2021): 121–58.')),
        ('"Particularism and the Problem of Moral Learning." *Noûs* 56, no. 1\n   (2022): 77–99.',
         pub('Particularism and the Problem of Moral Learning', [own], 'Noûs', 2022, 'journal', 'Noûs 56, no. 1 (2022): 77–99.')),
        ('(with Kwame Asante and Ines Moreira) "Default Reasons Revisited."\n   *Philosophical Studies* 180 (2023): 1455–79.',
         pub('Default Reasons Revisited', [own, 'Kwame Asante', 'Ines Moreira'], 'Philosophical Studies', 2023, 'journal', 'Philosophical Studies 180 (2023): 1455–79.')),
        ('"Skill, Habit, and the Space of Reasons." *Mind*, forthcoming.',
         pub('Skill, Habit, and the Space of Reasons', [own], 'Mind', None, 'journal', 'Mind, forthcoming.')),
    ]
    chaps = [
        ('"Practical Wisdom as a Skill." In *The Routledge Handbook of Practical Reason*,\n   edited by Ruth Chang-Sato and Kieran Doyle, 233–49. New York: Routledge, 2020.',
         pub('Practical Wisdom as a Skill', [own], 'The Routledge Handbook of Practical Reason', 2020, 'chapter',
             'In The Routledge Handbook of Practical Reason, edited by Ruth Chang-Sato and Kieran Doyle, 233–49. New York: Routledge, 2020.')),
        ('"Moral Perception in Polish Phenomenology." In *Ingarden and After*, edited by\n   Marta Zielińska, 88–110. Dordrecht: Springer, 2022.',
         pub('Moral Perception in Polish Phenomenology', [own], 'Ingarden and After', 2022, 'chapter',
             'In Ingarden and After, edited by Marta Zielińska, 88–110. Dordrecht: Springer, 2022.')),
    ]
    revs = [
        ('Review of *The Nature of Normativity*, by Adebayo Okafor. *Notre Dame Philosophical\n   Reviews*, 2021.',
         pub('Review of The Nature of Normativity, by Adebayo Okafor', [own], 'Notre Dame Philosophical Reviews', 2021, 'other', 'Notre Dame Philosophical Reviews, 2021.')),
    ]

    def head(t, ch):
        return [t, ch * len(t), '']
    lines = ['=================', 'Tomasz Wierzbicki', '=================', '', ':Position: Associate Professor of Philosophy, University of Westbrook',
             ':Email: t.wierzbicki@example.org', '', '.. contents::', '   :local:', '']
    lines += head('Areas', '=') + ['Ethics, ancient philosophy, philosophy of action.', '']
    lines += head('Publications', '=')
    pubs = []
    for title, items in (('Monograph', books), ('Journal articles', arts), ('Book chapters', chaps), ('Book reviews', revs)):
        lines += head(title, '-')
        for text, p in items:
            lines.append('#. ' + text)
            pubs.append(p)
        lines.append('')
    lines += head('Invited talks', '=')
    lines += ['#. "Habits of Reason." Keynote, Polish Society for Analytic Philosophy, Kraków, 2023.',
              '#. "Default Reasons Revisited." Philosophy Colloquium, University of Toronto, 2022.', '']
    lines += head('Teaching', '=')
    lines += ['#. Ancient Ethics (PHIL 310), 2019–2024.', '#. Introduction to Moral Philosophy (PHIL 101), 2018–.', '']
    write('philosophy-rst-cv.rst', '\n'.join(lines), own, pubs,
          "Synthetic. reStructuredText CV with '#.' auto-numbered lists under '---' sub-headings; entries wrap onto an indented second line. "
          "Chicago notes-bibliography forms with the owner implied (never printed in a byline): '\"Title.\" *Journal* vol, no. n (Year): pages.'; "
          "'(with A and B)' co-authors: owner added first, then the printed co-authors. Monograph venue null, kind book. Chapters 'In *Book*, edited by …': venue the book. "
          "'*Mind*, forthcoming' → venue Mind, year null. A book review is kind other, titled 'Review of …'. Talks (also '#.' lists, one repeating a paper title) and teaching are not publications.")


# ------------------------------------------------ 7 oceanography, org-mode headlines with property drawers
def org():
    own = 'Freya Ólafsdóttir'
    recs = [
        ('Mixed-layer restratification by submesoscale eddies in the Iceland Basin', 'Ólafsdóttir, F.; Nakashima, R.; Mensah, K. A.',
         ['F. Ólafsdóttir', 'R. Nakashima', 'K. A. Mensah'], 'Journal of Physical Oceanography', '2019', 'article', '49(7), 1801–1822'),
        ('Glider observations of overflow water entrainment south of the Faroe Bank Channel', 'Brennan, C.; Ólafsdóttir, F.',
         ['C. Brennan', 'F. Ólafsdóttir'], 'Geophysical Research Letters', '2020', 'article', '47, e2020GL088812'),
        ('Seasonal cycle of dissolved oxygen in the subpolar North Atlantic from Argo floats', 'Ólafsdóttir, F.; Ramos Villanueva, J.; Brennan, C.; Haugland, S. E.',
         ['F. Ólafsdóttir', 'J. Ramos Villanueva', 'C. Brennan', 'S. E. Haugland'], 'Journal of Geophysical Research: Oceans', '2021', 'article', '126, e2021JC017234'),
        ('A machine-learning estimate of deep convection depth from surface fields', 'Mensah, K. A.; Ólafsdóttir, F.',
         ['K. A. Mensah', 'F. Ólafsdóttir'], 'Ocean Modelling', '2022', 'article', '176, 102061'),
        ('Warming of Labrador Sea Water since 2016', 'Haugland, S. E.; Tremblay, L.-P.; Ólafsdóttir, F.',
         ['S. E. Haugland', 'L.-P. Tremblay', 'F. Ólafsdóttir'], 'Nature Climate Change', '2023', 'article', '13, 1120–1127'),
        ('Submesoscale fronts as hotspots of carbon export', 'Ólafsdóttir, F.; Nakashima, R.',
         ['F. Ólafsdóttir', 'R. Nakashima'], 'Biogeosciences', '2024', 'article', '21, 455–471'),
    ]
    pre = [
        ('Sea-ice meltwater pathways into the Irminger Current', 'Ramos Villanueva, J.; Ólafsdóttir, F.; Mensah, K. A.',
         ['J. Ramos Villanueva', 'F. Ólafsdóttir', 'K. A. Mensah'], 'submitted to Journal of Climate'),
    ]
    lines = ['#+TITLE: Curriculum vitae', '#+AUTHOR: Freya Ólafsdóttir', '#+OPTIONS: toc:nil num:nil', '',
             '* Contact', 'Marine Research Institute, Westbrook \\\\', 'freya.o@example.org', '',
             '* Research cruises', '** RV Árni Friðriksson, Iceland Basin', '   :PROPERTIES:', '   :YEAR: 2018', '   :ROLE: Chief scientist', '   :END:',
             '** RV Pelagia, Rockall Trough', '   :PROPERTIES:', '   :YEAR: 2021', '   :ROLE: Watch leader', '   :END:', '',
             '* Publications', '** Refereed articles']
    pubs = []
    for t, by, au, j, y, kind, vp in recs:
        lines += ['*** %s' % t, '    :PROPERTIES:', '    :AUTHORS: %s' % by, '    :JOURNAL: %s' % j, '    :YEAR:    %s' % y,
                  '    :PAGES:   %s' % vp, '    :DOI:     10.9999/ocn.%s.%02d' % (y, len(pubs)), '    :END:']
        pubs.append(pub(t, au, j, int(y), 'journal', '%s %s (%s)' % (j, vp, y)))
    lines.append('** Submitted')
    for t, by, au, st in pre:
        lines += ['*** %s' % t, '    :PROPERTIES:', '    :AUTHORS: %s' % by, '    :STATUS:  %s' % st, '    :END:']
        pubs.append(pub(t, au, None, None, 'preprint', st))
    lines += ['** Data sets', '*** Iceland Basin glider sections 2018–2022', '    :PROPERTIES:', '    :REPOSITORY: PANGAEA', '    :YEAR: 2023', '    :END:',
              '* Teaching', '** Physical Oceanography (graduate), 2020–2024', '** Field methods at sea, 2022', '']
    write('oceanography-org-drawers.org', '\n'.join(lines), own, pubs,
          "Synthetic. Org-mode CV where every publication is a level-3 headline (the title) with a :PROPERTIES: drawer holding :AUTHORS: "
          "('Surname, I.; Surname, I. I.' → 'I. Surname'), :JOURNAL:, :YEAR:, :PAGES:, :DOI:. The submitted paper has :STATUS: and no journal: venue null, year null, kind preprint. "
          "Research cruises (also headlines with drawers), a data set, contact and teaching are not publications. Two-word surname 'Ramos Villanueva' kept whole; 'L.-P.' kept.")


# ------------------------------------------------ 8 agronomy, numbered plain text, title first, 3-4 lines per entry
def titlefirst():
    own = 'Wanjiru Kamau'
    E = [
        ('Maize yield response to split nitrogen application in smallholder farms of central Kenya',
         'W. Kamau, P. Otieno, H. van Rooyen', 'Field Crops Research 261: 108012 (2021)', 'Field Crops Research', 2021,
         ['W. Kamau', 'P. Otieno', 'H. van Rooyen'], None),
        ('Intercropping pigeonpea with sorghum under terminal drought: water use and land equivalent ratios',
         'P. Otieno, W. Kamau', 'Agricultural Water Management 245: 106611 (2021)', 'Agricultural Water Management', 2021,
         ['P. Otieno', 'W. Kamau'], 'doi:10.9999/agwat.2021.106611'),
        ('Soil organic carbon after ten years of conservation agriculture on Nitisols',
         'W. Kamau, A. Bekele, J. Mutua, C. Fonseca-Reyes, L. Banda', 'Geoderma 409: 115630 (2022)', 'Geoderma', 2022,
         ['W. Kamau', 'A. Bekele', 'J. Mutua', 'C. Fonseca-Reyes', 'L. Banda'], None),
        ('Farmer-participatory selection of drought-tolerant bean varieties',
         'L. Banda, W. Kamau', 'Experimental Agriculture 58: e12 (2022)', 'Experimental Agriculture', 2022,
         ['L. Banda', 'W. Kamau'], 'doi:10.9999/exag.2022.12'),
        ('Remote sensing of smallholder maize yields with Sentinel-2: how far can we trust it?',
         'J. Mutua, R. Schneider-Ahn, W. Kamau', 'Remote Sensing of Environment 284: 113352 (2023)', 'Remote Sensing of Environment', 2023,
         ['J. Mutua', 'R. Schneider-Ahn', 'W. Kamau'], None),
        ('Nitrous oxide emissions from manure-amended soils in the East African highlands',
         'W. Kamau, H. van Rooyen, A. Bekele', 'Agriculture, Ecosystems & Environment 349: 108460 (2023)', 'Agriculture, Ecosystems & Environment', 2023,
         ['W. Kamau', 'H. van Rooyen', 'A. Bekele'], 'doi:10.9999/agee.2023.108460'),
        ('Push–pull technology and fall armyworm damage: a meta-analysis',
         'C. Fonseca-Reyes, W. Kamau', 'Crop Protection 176: 106499 (2024)', 'Crop Protection', 2024,
         ['C. Fonseca-Reyes', 'W. Kamau'], None),
    ]
    A = [
        ('Yield gaps of sorghum across agro-ecological zones of Kenya',
         'W. Kamau, P. Otieno', 'ASA-CSSA-SSSA International Annual Meeting, Baltimore, 2018 (abstract)', 'ASA-CSSA-SSSA International Annual Meeting', 2018,
         ['W. Kamau', 'P. Otieno']),
        ('Conservation agriculture adoption: what the surveys miss',
         'W. Kamau', 'Tropentag, Ghent, 2019 (abstract)', 'Tropentag', 2019, ['W. Kamau']),
    ]
    lines = ['WANJIRU KAMAU', 'Senior Lecturer, Department of Plant Science and Crop Protection', 'University of Westbrook, Nairobi Campus', '',
             '', 'LIST OF PUBLICATIONS', '(updated March 2024)', '', '', 'A. Refereed journal articles', '']
    pubs = []
    n = 1
    for t, by, src, v, y, au, doi in E:
        # the title is wrapped by hand at about 60 characters
        words, cur, tl = t.split(), '', []
        for w in words:
            if len(cur) + len(w) + 1 > 66 and cur:
                tl.append(cur)
                cur = w
            else:
                cur = (cur + ' ' + w).strip()
        tl.append(cur)
        block = tl + [by, src] + ([doi] if doi else [])
        lines.append('%2d.  %s' % (n, block[0]))
        lines += ['     ' + b for b in block[1:]]
        lines.append('')
        pubs.append(pub(t, au, v, y, 'journal', src))
        n += 1
    lines += ['', 'B. Conference abstracts', '']
    for t, by, src, v, y, au in A:
        lines += ['%2d.  %s' % (n, t), '     ' + by, '     ' + src, '']
        pubs.append(pub(t, au, v, y, 'conference', src))
        n += 1
    lines += ['', 'C. Supervision', '', '  MSc: J. Mutua (2020), "Yield estimation from satellite imagery"; L. Banda (2021).', '']
    write('agronomy-numbered-titlefirst.txt', '\n'.join(lines), own, pubs,
          "Synthetic. Plain-text list typed in an editor: numbered entries whose first line is the title (wrapped by hand over one or two lines), "
          "then the byline 'I. Surname, I. Surname', then 'Journal vol: pages (Year)', sometimes a 'doi:' line; entries separated by blank lines, continuation lines indented. "
          "Conference abstracts (kind conference, venue the meeting). Supervision is not publications; the quoted student thesis title there is not the owner's publication.")


# ------------------------------------------------ 9 art history, Chicago humanities CV, owner implied, chapters
def humanities():
    own = 'Nadia El-Khoury'
    books = [
        ('*Painted Ports: Harbour Views and Mercantile Imagination in the Ottoman Levant, 1780–1880* (Chicago: University of Chicago Press, 2018).',
         pub('Painted Ports: Harbour Views and Mercantile Imagination in the Ottoman Levant, 1780–1880', [own], None, 2018, 'book', 'Chicago: University of Chicago Press, 2018.')),
        ('ed., with Jonas Wyss, *Objects in Transit: Art and Exchange in the Eastern Mediterranean* (Leiden: Brill, 2021).',
         pub('Objects in Transit: Art and Exchange in the Eastern Mediterranean', [], None, 2021, 'book', 'Leiden: Brill, 2021.')),
    ]
    arts = [
        ('“The Consul’s Album: Photography and Diplomacy in Beirut, 1860–1875,” *Art Bulletin* 99, no. 3 (2017): 88–112.',
         pub('The Consul’s Album: Photography and Diplomacy in Beirut, 1860–1875', [own], 'Art Bulletin', 2017, 'journal', 'Art Bulletin 99, no. 3 (2017): 88–112.')),
        ('“Silk, Soap, and Sight: Tripoli’s Workshops in European Prints,” *Muqarnas* 37 (2020): 201–34.',
         pub('Silk, Soap, and Sight: Tripoli’s Workshops in European Prints', [own], 'Muqarnas', 2020, 'journal', 'Muqarnas 37 (2020): 201–34.')),
        ('with Hélène Marchetti, “Copying the Copyist: A Lost Panorama of Smyrna Recovered,” *Journal of the Warburg and Courtauld Institutes* 84 (2021): 155–80.',
         pub('Copying the Copyist: A Lost Panorama of Smyrna Recovered', [own, 'Hélène Marchetti'], 'Journal of the Warburg and Courtauld Institutes', 2021, 'journal',
             'Journal of the Warburg and Courtauld Institutes 84 (2021): 155–80.')),
        ('“Ruins for Sale: Baalbek and the Souvenir Trade,” *Oxford Art Journal* 46, no. 1 (2023): 1–24.',
         pub('Ruins for Sale: Baalbek and the Souvenir Trade', [own], 'Oxford Art Journal', 2023, 'journal', 'Oxford Art Journal 46, no. 1 (2023): 1–24.')),
    ]
    chaps = [
        ('“Harbour Light: Marine Painting in Late Ottoman Beirut,” in *Art and the Ottoman Port City*, eds. Selin Aydemir and Paul Kessler (Istanbul: Koç University Press, 2016), 45–71.',
         pub('Harbour Light: Marine Painting in Late Ottoman Beirut', [own], 'Art and the Ottoman Port City', 2016, 'chapter',
             'in Art and the Ottoman Port City, eds. Selin Aydemir and Paul Kessler (Istanbul: Koç University Press, 2016), 45–71.')),
        ('“The Merchant as Patron,” in *Collecting Across Empires*, ed. Miriam Adler-Cohen (London: Bloomsbury Academic, 2019), 113–40.',
         pub('The Merchant as Patron', [own], 'Collecting Across Empires', 2019, 'chapter',
             'in Collecting Across Empires, ed. Miriam Adler-Cohen (London: Bloomsbury Academic, 2019), 113–40.')),
        ('“Kartenbilder: Die Levante in deutschen Reiseatlanten,” in *Bild und Raum im 19. Jahrhundert*, eds. Jonas Wyss and Ulrike Brenner (Berlin: Reimer, 2020), 301–22.',
         pub('Kartenbilder: Die Levante in deutschen Reiseatlanten', [own], 'Bild und Raum im 19. Jahrhundert', 2020, 'chapter',
             'in Bild und Raum im 19. Jahrhundert, eds. Jonas Wyss and Ulrike Brenner (Berlin: Reimer, 2020), 301–22.')),
        ('“Introduction: Things That Moved,” in *Objects in Transit: Art and Exchange in the Eastern Mediterranean*, eds. Nadia El-Khoury and Jonas Wyss (Leiden: Brill, 2021), 1–19.',
         pub('Introduction: Things That Moved', [own], 'Objects in Transit: Art and Exchange in the Eastern Mediterranean', 2021, 'chapter',
             'in Objects in Transit, eds. Nadia El-Khoury and Jonas Wyss (Leiden: Brill, 2021), 1–19.')),
    ]
    revs = [
        ('Review of *The Photographic Orient*, by Daniel Okafor-Reyes, *Caa.reviews*, March 2022.',
         pub('Review of The Photographic Orient, by Daniel Okafor-Reyes', [own], 'Caa.reviews', 2022, 'other', 'Caa.reviews, March 2022.')),
        ('“Seeing the Sea,” exhibition catalogue essay, in *Horizons: Marine Views from the Levant* (Sharjah: Barjeel Art Foundation, 2023), 12–25.',
         pub('Seeing the Sea', [own], 'Horizons: Marine Views from the Levant', 2023, 'chapter', 'in Horizons: Marine Views from the Levant (Sharjah: Barjeel Art Foundation, 2023), 12–25.')),
    ]
    lines = ['# Nadia El-Khoury', '', 'Associate Professor, Department of Art History, University of Westbrook  ', 'nelkhoury@example.edu', '',
             '## Education', '', 'PhD, History of Art, University of Westbrook, 2014  ', 'BA, American University of Beirut, 2006', '',
             '## Books', '']
    pubs = []
    for text, p in books:
        lines += [text, '']
        pubs.append(p)
    lines += ['## Articles in Refereed Journals', '']
    for text, p in arts:
        lines += [text, '']
        pubs.append(p)
    lines += ['## Book Chapters', '']
    for text, p in chaps:
        lines.append(text + '  ')
        pubs.append(p)
    lines += ['', '## Reviews and Catalogue Essays', '']
    for text, p in revs:
        lines.append(text + '  ')
        pubs.append(p)
    lines += ['', '## Invited Lectures', '',
              '“Painted Ports,” Institute of Fine Arts, New York, 2019  ', '“Souvenirs of Ruin,” Orient-Institut Beirut, 2023', '',
              '## Fellowships', '', 'Getty Research Institute, Scholar in Residence, 2022–23', '']
    write('arthistory-chicago-implied.md', '\n'.join(lines), own, pubs,
          "Synthetic. Markdown CV of an art historian in Chicago notes style with the owner implied everywhere (no bylines): "
          "articles '“Title,” *Journal* vol, no. n (Year): pages.', chapters '“Title,” in *Book*, eds. A and B (Place: Publisher, Year), pages.'. "
          "Books and articles are separated by blank lines; chapters, reviews and lectures are consecutive lines ending in two spaces (markdown hard breaks), no list markers. "
          "Owner-implied entries get authors [owner]; 'with Hélène Marchetti' adds her after the owner. The edited volume ('ed., with …') has no authors (editors are not authors), kind book. "
          "Editors after 'eds.'/'ed.' are never authors (the owner co-edits the volume of her own introduction: authors still [owner]). Book venue null. Review kind other. "
          "A catalogue essay 'in *Catalogue*' is a chapter. Lectures and fellowships are not publications.")


# ------------------------------------------------ 10 chemistry, Brazilian Lattes export (ABNT, ALL-CAPS surnames)
def lattes():
    own = 'Luíza Carvalho dos Reis'
    arts = [
        ('DOS REIS, L. C.; FERREIRA, A. B.; DE OLIVEIRA, M. J.; NAKAMURA, T.', ['L. C. DOS REIS', 'A. B. FERREIRA', 'M. J. DE OLIVEIRA', 'T. NAKAMURA'],
         'Síntese verde de nanopartículas de prata mediada por extrato de casca de jabuticaba', 'Química Nova', 'v. 43, p. 1021-1030', 2020),
        ('SANTOS, R. A.; DOS REIS, L. C.', ['R. A. SANTOS', 'L. C. DOS REIS'],
         'Photocatalytic degradation of atrazine on TiO2/graphene oxide composites under visible light', 'Journal of Photochemistry and Photobiology A: Chemistry', 'v. 401, p. 112765', 2020),
        ('DOS REIS, L. C.; VAN DER BERG, J.; D\'ÁVILA, P. H.; SANTOS, R. A.; LIMA NETO, J.', ['L. C. DOS REIS', 'J. VAN DER BERG', 'P. H. D\'ÁVILA', 'R. A. SANTOS', 'J. LIMA NETO'],
         'Electrochemical sensor based on carbon black and bismuth film for the determination of lead in sugarcane spirit', 'Food Chemistry', 'v. 345, p. 128801', 2021),
        ('FERREIRA, A. B.; DOS REIS, L. C.; MACHADO, F. G.', ['A. B. FERREIRA', 'L. C. DOS REIS', 'F. G. MACHADO'],
         'Determinação de metais em águas do Rio Doce após o rompimento da barragem', 'Revista Virtual de Química', 'v. 14, p. 55-68', 2022),
        ('DE OLIVEIRA, M. J.; DOS REIS, L. C.', ['M. J. DE OLIVEIRA', 'L. C. DOS REIS'],
         'Green analytical chemistry metrics applied to pharmaceutical quality control', 'TrAC Trends in Analytical Chemistry', 'v. 160, p. 116981', 2023),
    ]
    confs = [
        ('CARVALHO DOS REIS, LUÍZA; NAKAMURA, TAKESHI; FERREIRA, ANA BEATRIZ', ['LUÍZA CARVALHO DOS REIS', 'TAKESHI NAKAMURA', 'ANA BEATRIZ FERREIRA'],
         'Nanopartículas de prata como sensores colorimétricos de mercúrio', '43ª Reunião Anual da Sociedade Brasileira de Química', 'Anais da 43ª RASBQ', 2020),
        ('MACHADO, FELIPE GOMES; CARVALHO DOS REIS, LUÍZA; DE SOUZA E SILVA, RENATA', ['FELIPE GOMES MACHADO', 'LUÍZA CARVALHO DOS REIS', 'RENATA DE SOUZA E SILVA'],
         'Voltammetric determination of paraquat in river water using screen-printed electrodes', '21st International Symposium on Electroanalytical Chemistry', 'Proceedings of ISEAC 2021', 2021),
    ]
    chap = ('DOS REIS, L. C.; SANTOS, R. A.', ['L. C. DOS REIS', 'R. A. SANTOS'], 'Sensores eletroquímicos descartáveis',
            'Química Analítica Verde no Brasil', 'DE OLIVEIRA, M. J. (Org.)', 2022)
    lines = ['Luíza Carvalho dos Reis', 'Endereço para acessar este CV: http://lattes.example.org/0000000000000000', 'Última atualização do currículo em 12/03/2024', '',
             'Possui graduação em Química pela Universidade Federal de Westbrook (2012) e doutorado em Química Analítica (2017).', '',
             'Nome em citações bibliográficas', 'DOS REIS, L. C.;CARVALHO DOS REIS, LUÍZA;REIS, L. C.', '',
             'Produções', '', 'Produção bibliográfica', '', 'Artigos completos publicados em periódicos', '']
    pubs = []
    n = 1
    for by, au, t, j, vp, y in arts:
        lines += ['%d.' % n, '%s . %s. %s, %s, %d.' % (by, t, j, vp, y), '']
        pubs.append(pub(t, au, j, y, 'journal', '%s, %s, %d.' % (j, vp, y)))
        n += 1
    lines += ['Capítulos de livros publicados', '']
    by, au, t, book, org_, y = chap
    lines += ['1.', '%s . %s. In: %s. (Org.). %s. 1ed.São Paulo: Blucher, %d, v. 1, p. 33-58.' % (by, t, org_.replace(' (Org.)', ''), book, y), '']
    pubs.append(pub(t, au, book, y, 'chapter', 'In: DE OLIVEIRA, M. J. (Org.). %s. 1ed. São Paulo: Blucher, %d, v. 1, p. 33-58.' % (book, y)))
    lines += ['Trabalhos completos publicados em anais de congressos', '']
    n = 1
    for by, au, t, ev, anais, y in confs:
        lines += ['%d.' % n, '%s. %s. In: %s, %d, Online. %s, %d.' % (by, t, ev, y, anais, y), '']
        pubs.append(pub(t, au, anais, y, 'conference', 'In: %s, %d. %s, %d.' % (ev, y, anais, y)))
        n += 1
    lines += ['Apresentações de Trabalho', '', '1.', 'DOS REIS, L. C.. Sensores verdes para análise de alimentos. 2023. (Apresentação de Trabalho/Conferência ou palestra).', '',
              'Orientações', '', 'Dissertação de mestrado', '1.', 'Felipe Gomes Machado. Eletrodos impressos para determinação de pesticidas. 2022. Dissertação (Mestrado em Química) - Universidade Federal de Westbrook. Orientador: Luíza Carvalho dos Reis.', '']
    write('chemistry-lattes-abnt.txt', '\n'.join(lines), own, pubs,
          "Synthetic. Plain-text copy of a Brazilian Lattes CV (Portuguese headings), ABNT references: the item number alone on one line, the reference on the next, "
          "'SURNAME, I. I.; SURNAME, I. . Title. Journal, v. n, p. a-b, Year.' with ALL-CAPS surnames and particles (DOS REIS, DE OLIVEIRA, VAN DER BERG, D'ÁVILA, LIMA NETO) and a stray ' . ' before the title. "
          "Conference papers print full names in capitals 'CARVALHO DOS REIS, LUÍZA; …' (given names in capitals; 'DE SOUZA E SILVA' a surname with 'E'). "
          "Names 'I. I. SURNAME' / 'GIVEN SURNAME' as printed. Chapter 'In: EDITOR (Org.). Book.' venue the book, editor not an author. Conference venue the proceedings ('Anais …'). "
          "The 'Nome em citações bibliográficas' line, talks (Apresentações) and supervisions (Orientações) are not publications.")


# ------------------------------------------------ 11 computational biology, full CV with distractor sections between
def fullcv():
    own = 'Hamid Rezaei'
    def byl(names):
        return ', '.join('**%s**' % n if n == 'Rezaei H' else n for n in names)
    def gold(names):
        out = []
        for n in names:
            sur, _, ii = n.rpartition(' ')
            out.append(ii + ' ' + sur)
        return out
    J = [
        (['Rezaei H', 'Kim J', 'Acheampong E'], 'Fast likelihood-free inference of admixture graphs', 'Mol Biol Evol', '37(9):2650–2662', 2020),
        (['Lindahl P', 'Rezaei H'], 'Phylogenetic placement of short reads with a learned metric', 'Bioinformatics', '37(12):1680–1687', 2021),
        (['Rezaei H', 'Mahmoudi S', 'Kim J', 'Oyelowo T', 'Fitzgerald C'], 'Ancient DNA from the Zagros reveals continuity and admixture over seven millennia', 'Cell', '185(2):301–315', 2022),
        (['Kim J', 'Rezaei H'], 'Scalable ancestral recombination graph inference with sparse threading', 'Genome Res', '33(6):901–914', 2023),
        (['Acheampong E', 'Lindahl P', 'Rezaei H'], 'Benchmarking haplotype phasing for low-coverage ancient genomes', 'Genome Biol', '25:88', 2024),
    ]
    Cf = [
        (['Rezaei H', 'Lindahl P'], 'Graph neural networks for demographic inference', 'Proc RECOMB 2021', 'RECOMB', 2021),
        (['Oyelowo T', 'Rezaei H'], 'Differentiable coalescent simulators', 'Proc ISMB 2023 (Bioinformatics 39 Suppl 1)', 'ISMB', 2023),
    ]
    Pr = [
        (['Mahmoudi S', 'Rezaei H'], 'A pangenome graph of Iranian populations', 'bioRxiv', 2024),
        (['Rezaei H', 'Fitzgerald C', 'Kim J'], 'How much admixture can a sparse sample reveal?', 'arXiv', 2024),
    ]
    pubs = []
    L = ['# Hamid Rezaei', '', 'Assistant Professor of Computational Biology, University of Westbrook · hrezaei@example.edu · github.com/hrezaei-lab', '',
         '## Appointments', '', '- 2021– Assistant Professor, Department of Computational Biology, University of Westbrook',
         '- 2018–2021 Postdoctoral Fellow, Max Delbrück Institute (advisor: Petra Lindahl)', '',
         '## Education', '', '- 2018 PhD, Bioinformatics, University of Tehran', '', '## Journal articles', '']
    for au, t, j, vp, y in J:
        L.append('1. %s (%d). %s. *%s* %s.' % (byl(au), y, t, j, vp))
        pubs.append(pub(t, gold(au), j, y, 'journal', '%s %s.' % (j, vp)))
    L += ['', '## Software', '',
          '- **admixgraph-sbi**: Simulation-based inference of admixture graphs. Rezaei H, Kim J. Python package, v0.9 (2021). github.com/hrezaei-lab/admixgraph-sbi',
          '- **placer-ml**: Learned-metric phylogenetic placement. Lindahl P, Rezaei H. Rust crate, v1.2 (2022).', '',
          '## Grants', '', '- “Inferring deep population history from ancient genomes.” NIH R35 GM000001, PI, $1,850,000, 2022–2027.',
          '- “Pangenomes for under-represented populations.” NSF DBI 0000002, co-PI with S. Mahmoudi, $600,000, 2023–2026.', '',
          '## Conference papers (peer-reviewed)', '']
    for au, t, v, acr, y in Cf:
        L.append('1. %s (%d). %s. *%s*.' % (byl(au), y, t, v))
        pubs.append(pub(t, gold(au), acr, y, 'conference', v + '.'))
    L += ['', '## Invited talks', '',
          '- “Fast likelihood-free inference of admixture graphs.” Population Genetics Seminar, University of Copenhagen, 2022.',
          '- “Seven millennia in the Zagros.” SMBE Annual Meeting (symposium talk), Ferrara, 2023.', '',
          '## Workshops taught', '', '- *Ancient DNA analysis with open tools*, two-day workshop, EMBO Practical Course, Heidelberg, 2022.',
          '- *Simulation-based inference for biologists*, ISMB tutorial, Lyon, 2023.', '',
          '## Preprints', '']
    for au, t, v, y in Pr:
        L.append('1. %s (%d). %s. *%s*.' % (byl(au), y, t, v))
        pubs.append(pub(t, gold(au), v, y, 'preprint', v + '.'))
    L += ['', '## Teaching', '', '- BIOL 452 Computational Population Genetics (Fall 2021–2024)', '- BIOL 201 Introduction to Bioinformatics (Spring 2023)', '',
          '## Service', '', '- Reviewer: Genome Research, Molecular Biology and Evolution, PLoS Genetics', '- Program committee: RECOMB 2023, ISMB 2024', '']
    write('compbio-full-cv.md', '\n'.join(L), own, pubs,
          "Synthetic. Full markdown CV of a computational biologist: Journal articles, then Software, Grants, Conference papers, Invited talks, Workshops taught, Preprints, Teaching, Service. "
          "Publications are markdown '1.' lists in a PubMed-like form '**Rezaei H**, Kim J (Year). Title. *Journal* vol(issue):pages.' → 'H Rezaei', 'J Kim'. "
          "Conference papers: venue the acronym RECOMB / ISMB, kind conference. Preprints: venue bioRxiv / arXiv. Software (title + byline + version), grants (quoted titles), invited talks (one repeats a paper title), "
          "workshops (italic titles), teaching and service are not publications.")


# ------------------------------------------------ 12 machine learning, HTML card layout with div/span classes
def cards():
    own = 'Minh-Anh Nguyen'
    E = [
        (2024, 'Sparse mixture-of-experts for long-context retrieval', [own + '*', 'Rohan Iyer*', 'Sofia Bianchi', 'Kwame Boateng'], 'ICLR 2024', 'ICLR', ['Spotlight']),
        (2024, 'When do vision-language models count? A diagnostic benchmark', ['Ayşe Kaya', own, 'Hiroshi Fujimoto'], 'CVPR 2024', 'CVPR', []),
        (2023, 'Calibrated uncertainty for test-time adaptation', [own, 'Sofia Bianchi', 'Jonas Petersen-Ali'], 'NeurIPS 2023', 'NeurIPS', ['Oral']),
        (2023, 'Token merging without retraining', ['Rohan Iyer', own], 'TMLR', 'TMLR', []),
        (2023, 'Federated fine-tuning on the edge: a reproducibility study', ['Kwame Boateng', 'Lucía Herrera', own], 'ICML 2023 Workshop on Efficient Systems for Foundation Models', 'ICML 2023 Workshop on Efficient Systems for Foundation Models', []),
        (2022, 'Contrastive pretraining for low-resource Vietnamese speech recognition', [own, 'Thanh Tran Van', 'Hiroshi Fujimoto'], 'INTERSPEECH 2022', 'INTERSPEECH', []),
        (2022, 'A simple baseline for open-set domain generalization', ['Jonas Petersen-Ali', own, 'Ayşe Kaya', 'Sofia Bianchi', 'Kwame Boateng'], 'ECCV 2022', 'ECCV', []),
        (2021, 'Learning to defer with multiple experts', [own, 'Lucía Herrera'], 'AISTATS 2021', 'AISTATS', []),
    ]
    pre = [(2024, 'Scaling laws for data pruning in speech models', ['Thanh Tran Van', own], 'arXiv preprint arXiv:2405.01234', 'arXiv')]
    h = ['<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8">', '<title>Publications | Minh-Anh Nguyen</title>',
         '<link rel="stylesheet" href="/css/cards.css">', '</head>', '<body>',
         '<nav class="topbar"><a href="/">Minh-Anh Nguyen</a><a href="/publications/" class="active">Publications</a><a href="/teaching/">Teaching</a></nav>',
         '<main class="container">', '<h1 class="page-title">Publications</h1>',
         '<p class="legend">* equal contribution. See also <a href="https://scholar.example.org/">Google Scholar</a>.</p>']
    pubs = []
    year = None
    for y, t, au, badge, acr, tags in E + [(a, b, c, d, e, []) for a, b, c, d, e in pre]:
        if y != year:
            if year is not None:
                h.append('</section>')
            h += ['<section class="year-group">', '<h2 class="year">%d</h2>' % y]
            year = y
        spans = []
        for a in au:
            star = '*' if a.endswith('*') else ''
            nm = a.rstrip('*')
            cls = 'author me' if nm == own else 'author'
            spans.append('<span class="%s">%s</span>%s' % (cls, nm, star))
        h += ['<div class="pub-card">',
              '  <div class="pub-thumb"><img src="/img/teasers/%d-%d.png" alt=""></div>' % (y, len(pubs)),
              '  <div class="pub-body">',
              '    <div class="pub-meta"><span class="venue-badge">%s</span>%s</div>' % (badge, ''.join(' <span class="badge highlight">%s</span>' % x for x in tags)),
              '    <div class="pub-title">%s</div>' % t,
              '    <div class="pub-authors">%s</div>' % ', '.join(spans),
              '    <div class="pub-links"><a class="btn" href="#">Paper</a> <a class="btn" href="#">Code</a> <a class="btn" href="#">BibTeX</a></div>',
              '  </div>', '</div>']
        kind = 'preprint' if acr == 'arXiv' else 'journal' if acr == 'TMLR' else 'workshop' if 'Workshop' in badge else 'conference'
        eq = [a.rstrip('*') for a in au if a.endswith('*')]
        pubs.append(pub(t, [a.rstrip('*') for a in au], acr, y, kind, badge, eq=eq))
    h += ['</section>', '<h2 class="section">Theses</h2>', '<div class="pub-card compact">',
          '  <div class="pub-title">Robust learning under distribution shift</div>',
          '  <div class="pub-authors"><span class="author me">Minh-Anh Nguyen</span></div>',
          '  <div class="pub-meta"><span class="venue-badge">PhD thesis, University of Westbrook, 2022</span></div>', '</div>',
          '</main>', '<footer>© 2024 Minh-Anh Nguyen · Built with Hugo</footer>', '</body>', '</html>', '']
    pubs.append(pub('Robust learning under distribution shift', [own], 'University of Westbrook', 2022, 'thesis', 'PhD thesis, University of Westbrook, 2022'))
    write('ml-html-cards.html', '\n'.join(h), own, pubs,
          "Synthetic. Hand-written HTML: year <section>s of <div class=\"pub-card\"> cards; inside, a venue badge span ('ICLR 2024'), highlight badges (Oral, Spotlight), "
          "the title in <div class=\"pub-title\">, authors as <span class=\"author\"> with '*' after co-first names (equal_contribution), links. Order inside a card: venue, title, authors. "
          "Venue the acronym ('ICLR'); TMLR kind journal; the ICML workshop kind workshop, venue the full workshop name; arXiv preprint. Thesis card at the end: venue the university, kind thesis. "
          "Vietnamese 'Thanh Tran Van' kept as printed.")


# ------------------------------------------------ PDFs: marked text laid out by pdf(), gold from the same table
def pdf_texts():
    # a: a two-column-free CV page set in a serif font, sections with bold headings, hanging entries
    own = 'Ebere Nwachukwu'
    E = [
        ('Nwachukwu, E., Petrov, A. & Lindström, K. (2019) Trust and repayment in rotating savings groups: evidence from Enugu. Journal of Development Economics, 141, 102377.',
         pub('Trust and repayment in rotating savings groups: evidence from Enugu', ['E. Nwachukwu', 'A. Petrov', 'K. Lindström'], 'Journal of Development Economics', 2019, 'journal',
             'Journal of Development Economics, 141, 102377.')),
        ('Okeke, C. & Nwachukwu, E. (2020) Mobile money and the gendered control of household income. World Development, 135, 105071.',
         pub('Mobile money and the gendered control of household income', ['C. Okeke', 'E. Nwachukwu'], 'World Development', 2020, 'journal', 'World Development, 135, 105071.')),
        ('Nwachukwu, E. (2021) Informal insurance and migration decisions in Nigeria. Journal of African Economies, 30(4), 345–371.',
         pub('Informal insurance and migration decisions in Nigeria', ['E. Nwachukwu'], 'Journal of African Economies', 2021, 'journal', 'Journal of African Economies, 30(4), 345–371.')),
        ('Lindström, K., Nwachukwu, E., García-Moreno, P. & Abubakar, S. (2022) Price shocks and school enrolment: panel evidence from the Sahel. Economic Development and Cultural Change, 71(1), 233–268.',
         pub('Price shocks and school enrolment: panel evidence from the Sahel', ['K. Lindström', 'E. Nwachukwu', 'P. García-Moreno', 'S. Abubakar'], 'Economic Development and Cultural Change', 2022, 'journal',
             'Economic Development and Cultural Change, 71(1), 233–268.')),
        ('Nwachukwu, E. & Petrov, A. (2023) Social networks and the adoption of solar home systems. Energy Economics, 118, 106512.',
         pub('Social networks and the adoption of solar home systems', ['E. Nwachukwu', 'A. Petrov'], 'Energy Economics', 2023, 'journal', 'Energy Economics, 118, 106512.')),
        ('Nwachukwu, E. & Okeke, C. (2024) Land titling and credit access: a regression discontinuity design. Working paper, Centre for the Study of African Economies.',
         pub('Land titling and credit access: a regression discontinuity design', ['E. Nwachukwu', 'C. Okeke'], 'Centre for the Study of African Economies', 2024, 'preprint',
             'Working paper, Centre for the Study of African Economies.')),
    ]
    text = ['#H Ebere Nwachukwu', '#S Lecturer in Economics, University of Westbrook', '#S e.nwachukwu@example.ac.uk', '',
            '#B Research interests', 'Development economics, household finance, migration.', '',
            '#B Publications']
    pubs = []
    for t, p in E:
        text.append('#E ' + t)
        pubs.append(p)
    text += ['', '#B Conference presentations', '#E Trust and repayment in rotating savings groups. CSAE Conference, Oxford, 2018.',
             '#E Mobile money and household income. African Economic Conference, Kigali, 2019.', '',
             '#B Teaching', 'Development Economics (EC3021), 2020–2024; Econometrics I (EC2003), 2021–2023.', '']
    write('economics-cv-serif.pdf', '\n'.join(text), own, pubs,
          "Synthetic PDF (one page, written by gen.py's pdf(): Times, bold section headings, hanging-indented entries wrapped over two or three lines). "
          "Harvard style 'Surname, I., Surname, I. & Surname, I. (Year) Title. Journal, vol(issue), pages.' → 'I. Surname'. "
          "A working paper: kind preprint, venue the centre. Conference presentations (repeating paper titles) and teaching are not publications.")
    # b: a numbered publication list with year in the left margin
    own = 'Sigrún Þórsdóttir'
    E2 = [
        (2018, 'Þórsdóttir S, Magnússon B, Andersen KL. Vitamin D status and bone density in Icelandic adolescents. Laeknabladid. 2018;104(3):121-7.',
         pub('Vitamin D status and bone density in Icelandic adolescents', ['S Þórsdóttir', 'B Magnússon', 'KL Andersen'], 'Laeknabladid', 2018, 'journal', 'Laeknabladid. 2018;104(3):121-7.')),
        (2019, 'Andersen KL, Þórsdóttir S. Fish intake in pregnancy and child neurodevelopment at age five. Am J Clin Nutr. 2019;110(2):411-20.',
         pub('Fish intake in pregnancy and child neurodevelopment at age five', ['KL Andersen', 'S Þórsdóttir'], 'Am J Clin Nutr', 2019, 'journal', 'Am J Clin Nutr. 2019;110(2):411-20.')),
        (2021, 'Þórsdóttir S, Oduya M, Chen L, Magnússon B. Dietary patterns and type 2 diabetes risk in the Reykjavik cohort. Diabetologia. 2021;64(8):1702-13.',
         pub('Dietary patterns and type 2 diabetes risk in the Reykjavik cohort', ['S Þórsdóttir', 'M Oduya', 'L Chen', 'B Magnússon'], 'Diabetologia', 2021, 'journal', 'Diabetologia. 2021;64(8):1702-13.')),
        (2022, 'Chen L, Þórsdóttir S. Ultra-processed food consumption among Nordic adults: a cross-sectional study. Public Health Nutr. 2022;25(4):980-9.',
         pub('Ultra-processed food consumption among Nordic adults: a cross-sectional study', ['L Chen', 'S Þórsdóttir'], 'Public Health Nutr', 2022, 'journal', 'Public Health Nutr. 2022;25(4):980-9.')),
        (2023, 'Magnússon B, Oduya M, Þórsdóttir S. Iodine sufficiency after the decline of milk consumption. Eur J Nutr. 2023;62(1):55-64.',
         pub('Iodine sufficiency after the decline of milk consumption', ['B Magnússon', 'M Oduya', 'S Þórsdóttir'], 'Eur J Nutr', 2023, 'journal', 'Eur J Nutr. 2023;62(1):55-64.')),
    ]
    text = ['#H Sigrún Þórsdóttir, PhD', '#S Professor of Nutrition Epidemiology', '', '#B Ritaskrá / Publications']
    pubs = []
    for i, (y, t, p) in enumerate(E2):
        text.append('#Y %d|%d. %s' % (y, i + 1, t))
        pubs.append(p)
    text += ['', '#B Fyrirlestrar / Lectures', '#E Nordic Nutrition Conference, Helsinki, 2022 (keynote).', '']
    write('nutrition-cv-yearmargin.pdf', '\n'.join(text), own, pubs,
          "Synthetic PDF (one page, written by gen.py's pdf(): Helvetica, the year in a left margin column beside each numbered Vancouver entry, bilingual Icelandic/English headings). "
          "Vancouver names 'Þórsdóttir S' → 'S Þórsdóttir'. Lectures are not publications.")


hugo()
jekyll_yaml()
json_nested()
quarto()
typst()
rst()
org()
titlefirst()
humanities()
lattes()
fullcv()
cards()
pdf_texts()
