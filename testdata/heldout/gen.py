import json, os, textwrap
OUT = os.path.dirname(os.path.abspath(__file__))
os.makedirs(OUT, exist_ok=True)

def ini(given, dots=True, space=True):
    parts = []
    for w in given.split(' '):
        hy = w.split('-')
        if dots:
            parts.append('-'.join(h[0] + '.' for h in hy))
        else:
            parts.append(''.join(h[0] for h in hy))
    return (' ' if (space and dots) else '').join(parts)

def pub(title, authors, venue, year, kind, venue_full, complete=True, eq=()):
    return {"title": title, "authors": authors, "authors_complete": complete,
            "equal_contribution": list(eq), "venue": venue, "venue_full": venue_full,
            "year": year, "kind": kind}

def write(name, text, owner, pubs, notes):
    with open(os.path.join(OUT, name), 'w', encoding='utf-8') as f:
        f.write(text)
    gold = {"file": name, "owner": owner, "advisors": [], "mentors": [], "education": [],
            "employment": [], "publications": pubs, "notes": notes}
    with open(os.path.join(OUT, name + '.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print(name, len(pubs), sum(len(p['authors']) for p in pubs))

def join_and(xs, sep=', ', last=' and ', oxford=False):
    if len(xs) == 1: return xs[0]
    if len(xs) == 2: return xs[0] + last.rstrip(',') .replace(',,', ',') + xs[1] if not oxford else xs[0] + last + xs[1]
    return sep.join(xs[:-1]) + (',' if oxford else '') + last + xs[-1]

def jn(xs, sep, two, many):
    if len(xs) == 1: return xs[0]
    if len(xs) == 2: return xs[0] + two + xs[1]
    return sep.join(xs[:-1]) + many + xs[-1]

# ---------------------------------------------------------------- 1 ACS chemistry, markdown
def acs():
    own = ('Sofía', 'Martínez-Ruiz')
    A = [('Hyun-Woo', 'Park'), ('Lena', 'Hoffmann'), ('Oluwaseun', 'Adeyemi'), ('Pieter', 'van der Linden'),
         ('Chiara', 'Bellandi'), ('Rahul K.', 'Iyer'), ('Mei Ling', 'Chen'), ('Tomás', 'Ó Briain'),
         ('Jean-Baptiste', 'Lefort'), ('Anna', 'Kowalczyk'), ('David', 'MacAllister')]
    E = [
     ([A[0], own, A[1]], 'Ligand-Accelerated C–H Borylation of Electron-Poor Heteroarenes', 'J. Am. Chem. Soc.', 2019, '141', '12345–12352', 'journal'),
     ([own, A[2], A[3], A[4]], 'Dual Photoredox/Nickel Catalysis for the Cross-Coupling of Tertiary Alkyl Oxalates', 'ACS Catal.', 2020, '10', '4411–4420', 'journal'),
     ([A[5], A[6], own], 'A Bench-Stable Copper(I) Precatalyst for Azide–Alkyne Cycloadditions in Water', 'Org. Lett.', 2020, '22', '8801–8805', 'journal'),
     ([own, A[7]], 'Mechanistic Insight into Fluoride-Promoted Silyl Ether Cleavage: A DFT Study', 'J. Org. Chem.', 2021, '86', '301–310', 'journal'),
     ([A[8], A[9], A[10], own, A[0]], 'Enantioselective Synthesis of Axially Chiral Biaryls via Palladium-Catalyzed Desymmetrization', 'Angew. Chem., Int. Ed.', 2021, '60', '15022–15027', 'journal'),
     ([own], 'Electrochemical Decarboxylative Alkenylation under Flow Conditions', 'Chem. Sci.', 2022, '13', '2101–2108', 'journal'),
     ([A[1], own, A[4], A[6]], 'Tuning the Lewis Acidity of Boranes with Remote Fluorine Substituents', 'Inorg. Chem.', 2022, '61', '5590–5599', 'journal'),
     ([A[3], own], 'Photochemical Ring Expansion of Cyclobutanols to Tetrahydrofurans', 'Chem. Eur. J.', 2023, '29', 'e202300145', 'journal'),
     ([own, A[2], A[5], A[7], A[9]], 'Kinetic Resolution of Secondary Amines by Chiral Phosphoric Acid Catalysis', 'J. Am. Chem. Soc.', 2023, '145', '7780–7789', 'journal'),
     ([A[10], own], 'Green Solvent Selection for Late-Stage Functionalization: A Practical Guide', 'Org. Process Res. Dev.', 2024, '28', '112–125', 'journal'),
     ([own, A[8]], 'Nickel-Catalyzed Reductive Coupling of Aryl Triflates with Vinyl Bromides', 'Synthesis', 2018, '50', '3301–3309', 'journal'),
     ([A[0], A[6], own], 'Halogen Bonding in Organocatalysis: Scope and Limitations', 'Chem. Rev.', 2024, '124', '901–960', 'journal'),
    ]
    lines = ['# Sofía Martínez-Ruiz — Publications', '',
             'Department of Chemistry, Universidad Ejemplar de Valdoria.', '',
             '## Peer-reviewed articles', '']
    pubs = []
    for i, (au, t, v, y, vol, pg, k) in enumerate(E, 1):
        names = []
        for g, s in au:
            n = f'{s}, {ini(g)}'
            if (g, s) == own: n = f'**{n}**'
            names.append(n)
        ref = f'*{v}* **{y}**, *{vol}*, {pg}.'
        lines.append(f'{i}. ' + '; '.join(names) + f' {t}. ' + ref)
        pubs.append(pub(t, [f'{ini(g)} {s}' for g, s in au], v, y, k, f'{v} {y}, {vol}, {pg}.'))
    lines += ['', '## Book chapter', '']
    t = 'Sustainable Cross-Coupling: Base-Metal Catalysts in Practice'
    lines.append(f'{len(E)+1}. **Martínez-Ruiz, S.**; Adeyemi, O. {t}. In *Modern Catalysis in Organic Synthesis*; Hoffmann, L., Ed.; Wiley-VCH: Weinheim, 2021; pp 45–78.')
    pubs.append(pub(t, ['S. Martínez-Ruiz', 'O. Adeyemi'], 'Modern Catalysis in Organic Synthesis', 2021, 'chapter', 'In Modern Catalysis in Organic Synthesis; Hoffmann, L., Ed.; Wiley-VCH: Weinheim, 2021; pp 45–78.'))
    write('chemistry-acs.md', '\n'.join(lines) + '\n', 'Sofía Martínez-Ruiz', pubs,
      "Synthetic (written for the held-out set). Markdown numbered list in ACS style: 'Surname, I.; Surname, I. Title. *Journal* **Year**, *Vol*, pages.' Owner in bold. Bylines separated by semicolons; initials kept as printed (hyphenated 'H.-W.', two-part 'M. L.', 'R. K.'). Venue is the abbreviated journal as printed. Chapter: 'In *Book*; Editor, Ed.;' editor Hoffmann is not an author; venue is the book title. Article numbers (e202300145) as pages.")
acs()

# ---------------------------------------------------------------- 2 APS physics, plain text
def aps():
    own = ('Katarzyna', 'Wiśniewska')
    A = [('Jun-ichi', 'Takahashi'), ('Marco', 'De Santis'), ('Ebony', 'Whitfield'), ('Arjun', 'Raghunathan'),
         ('Ingrid', 'Solheim'), ('Yu-Chen', 'Lin'), ('François', 'Lemaître'), ('Thabo', 'Nkosi'), ('Olga', 'Petrenko'),
         ('Benedikt', 'von Arnim')]
    E = [
     ([own, A[0], A[1]], 'Anomalous thermal Hall effect in a frustrated kagome magnet', 'Phys. Rev. B', '99', '045123', 2019),
     ([A[2], own, A[3], A[4]], 'Floquet engineering of topological edge states in driven graphene ribbons', 'Phys. Rev. Lett.', '124', '116801', 2020),
     ([own, A[5]], 'Spin-orbit torque switching in ferrimagnetic alloy heterostructures', 'Appl. Phys. Lett.', '117', '222401', 2020),
     ([A[6], A[7], A[8], own, A[9], A[0]], 'Quantum oscillations and Fermi surface reconstruction in underdoped cuprates', 'Phys. Rev. X', '11', '031042', 2021),
     ([own], 'Magnon-phonon coupling in layered antiferromagnets', 'J. Appl. Phys.', '130', '083901', 2021),
     ([A[3], own, A[5]], 'Disorder-driven metal-insulator transition in twisted bilayer WSe$_2$', 'Phys. Rev. B', '105', 'L121108', 2022),
     ([A[4], A[1], own], 'Nonreciprocal charge transport in polar semiconductors', 'Phys. Rev. Research', '4', '023087', 2022),
     ([own, A[8], A[2]], 'Dynamical mean-field study of Hund\'s metals at finite temperature', 'Phys. Rev. B', '107', '155140', 2023),
     ([A[9], own], 'Ultrafast demagnetization probed by time-resolved Kerr microscopy', 'Rev. Sci. Instrum.', '94', '043702', 2023),
     ([A[7], A[6], A[0], own], 'Emergent electromagnetism of skyrmion strings in chiral magnets', 'Phys. Rev. Lett.', '132', '046702', 2024),
    ]
    lines = ['KATARZYNA WIŚNIEWSKA', 'Institute of Theoretical Physics', '', 'PUBLICATIONS', '']
    pubs = []
    for i, (au, t, v, vol, pg, y) in enumerate(E, 1):
        names = [f'{ini(g)} {s}' for g, s in au]
        by = jn(names, ', ', ' and ', ', and ')
        tt = t.replace('$_2$', '2')
        lines.append(f'{i:2d}. {by}, "{tt}," {v} {vol}, {pg} ({y}).')
        pubs.append(pub(tt, names, v, y, 'journal', f'{v} {vol}, {pg} ({y}).'))
    # Title-less entries, as APS lists often print them.
    lines += ['', 'Short communications (titles omitted, as printed in the journals):', '']
    lines.append(f'11. K. Wiśniewska and T. Nkosi, Phys. Rev. B 98, 214409 (2018).')
    lines.append(f'12. O. Petrenko, K. Wiśniewska, and M. De Santis, Phys. Rev. Lett. 121, 087201 (2018).')
    lines += ['', 'CONFERENCE PROCEEDINGS', '']
    t = 'Neutron scattering signatures of fractionalized excitations'
    lines.append(f'13. K. Wiśniewska, I. Solheim, and A. Raghunathan, "{t}," in AIP Conf. Proc. 2306, 020012 (2020).')
    pubs.append(pub(t, ['K. Wiśniewska', 'I. Solheim', 'A. Raghunathan'], 'AIP Conf. Proc.', 2020, 'conference', 'in AIP Conf. Proc. 2306, 020012 (2020).'))
    t = 'Lattice dynamics of frustrated magnets from first principles'
    lines.append(f'14. K. Wiśniewska, Ph.D. thesis, "{t}," University of Warsaw (2017).')
    pubs.append(pub(t, ['K. Wiśniewska'], None, 2017, 'thesis', 'Ph.D. thesis, University of Warsaw (2017).'))
    write('physics-aps.txt', '\n'.join(lines) + '\n', 'Katarzyna Wiśniewska', pubs,
      "Synthetic. Plain-text list in APS/AIP style: 'I. Surname, I. Surname, and I. Surname, \"Title,\" Phys. Rev. B 99, 045123 (2019).' Volume and article number plain (no bold in text). Owner's name in capitals in the header. Judgement: entries 11 and 12 print no title (common in physics lists); following the cv-dev convention (a publication is a printed work with a title) they are NOT in the gold, so a reader that emits them with a title made of venue text loses precision. 'in AIP Conf. Proc.' is conference. The thesis entry: venue null, kind thesis. TeX '$_2$' is not used in the input (WSe2 plain).")
aps()

# ---------------------------------------------------------------- 3 IEEE numbered, markdown
def ieee():
    own = ('Aylin', 'Demir')
    A = [('Rui', 'Zhang'), ('Niamh', "O'Sullivan"), ('Carlos E.', 'Mendoza'), ('Sanjay', 'Gupta'),
         ('Henrik', 'Lindqvist'), ('Thi Thu', 'Nguyen'), ('Alessandro', 'Ricci'), ('Kwame', 'Mensah'), ('Yuki', 'Fujimoto')]
    E = [  # authors, title, container, kind, locator, year
     ([own, A[0], A[1]], 'Low-latency beam tracking for mmWave vehicular links using deep reinforcement learning', 'IEEE Trans. Veh. Technol.', 'journal', 'vol. 69, no. 8, pp. 8712–8725, Aug.', 2020),
     ([A[2], own], 'A 28-GHz phased-array front end with 1.2-dB noise figure in 22-nm FD-SOI', 'Proc. IEEE Radio Freq. Integr. Circuits Symp. (RFIC)', 'conference', 'pp. 123–126', 2021),
     ([own, A[3], A[4], A[5]], 'Federated learning over wireless channels: Convergence under fading and interference', 'IEEE J. Sel. Areas Commun.', 'journal', 'vol. 39, no. 12, pp. 3601–3615, Dec.', 2021),
     ([A[6], A[7], own], 'Energy-efficient scheduling for LoRa networks with duty-cycle constraints', 'Proc. IEEE Int. Conf. Commun. (ICC)', 'conference', 'pp. 1–6', 2022),
     ([own], 'Reconfigurable intelligent surfaces: A tutorial on channel estimation', 'IEEE Commun. Surveys Tuts.', 'journal', 'vol. 25, no. 1, pp. 12–48, 1st Quart.', 2023),
     ([A[8], own, A[0]], 'Joint radar-communication waveform design with OFDM', 'Proc. IEEE Global Commun. Conf. (GLOBECOM)', 'conference', 'pp. 4410–4415', 2022),
     ([A[1], A[3], own], 'Channel charting in massive MIMO with Siamese networks', 'IEEE Wireless Commun. Lett.', 'journal', 'vol. 12, no. 4, pp. 702–706, Apr.', 2023),
     ([own, A[5], A[8], A[2], A[6]], 'Over-the-air computation for edge inference: A hardware testbed', 'Proc. IEEE Int. Conf. Acoust., Speech Signal Process. (ICASSP)', 'conference', 'pp. 1–5', 2024),
     ([A[4], own], 'Age of information in satellite IoT uplinks', 'IEEE Internet Things J.', 'journal', 'vol. 11, no. 3, pp. 5120–5133, Feb.', 2024),
     ([own, A[7]], 'Learning-based handover for 6G non-terrestrial networks', 'arXiv:2405.01234', 'preprint', '', 2024),
    ]
    lines = ['---', 'title: Publications', 'layout: page', '---', '',
             'Aylin Demir, Wireless Systems Lab', '', '### Journal and conference papers', '']
    pubs = []
    for i, (au, t, c, k, loc, y) in enumerate(E, 1):
        names = [f'{ini(g)} {s}' for g, s in au]
        shown = [f'**{n}**' if (g, s) == own else n for n, (g, s) in zip(names, au)]
        by = jn(shown, ', ', ' and ', ', and ')
        if k == 'journal':
            ref = f'*{c}*, {loc} {y}.'
            venue = c
        elif k == 'conference':
            ref = f'in *{c}*, {y}, {loc}.'
            venue = c
        else:
            ref = f'{c} [cs.IT], {y}.'
            venue = 'arXiv'
        lines.append(f'[{i}] {by}, "{t}," {ref}')
        lines.append('')
        pubs.append(pub(t, names, venue, y, k, ref.replace('*', '')))
    lines += ['### Book chapter', '']
    t = 'Machine learning for the physical layer'
    lines.append(f'[11] A. Demir and R. Zhang, "{t}," in *Signal Processing for 6G*, S. Gupta and H. Lindqvist, Eds. Cham, Switzerland: Springer, 2023, ch. 7, pp. 201–240.')
    pubs.append(pub(t, ['A. Demir', 'R. Zhang'], 'Signal Processing for 6G', 2023, 'chapter', 'in Signal Processing for 6G, S. Gupta and H. Lindqvist, Eds. Cham, Switzerland: Springer, 2023, ch. 7, pp. 201–240.'))
    lines += ['', '### Patents', '']
    t = 'Method and apparatus for beam management in vehicular networks'
    lines.append(f'[12] A. Demir and C. E. Mendoza, "{t}," U.S. Patent 11 234 567, Jan. 25, 2022.')
    pubs.append(pub(t, ['A. Demir', 'C. E. Mendoza'], None, 2022, 'patent', 'U.S. Patent 11 234 567, Jan. 25, 2022.'))
    write('engineering-ieee.md', '\n'.join(lines) + '\n', 'Aylin Demir', pubs,
      "Synthetic. Markdown page (Jekyll front matter) with IEEE-numbered references '[n] I. Surname, I. Surname, and I. Surname, \"Title,\" *Journal*, vol. x, no. y, pp. a–b, Mon. Year.' and 'in *Proc. ...*, Year, pp.'. Entries separated by blank lines, not a markdown list. Owner bold. Conference venues are the proceedings names as printed (with acronym in parentheses; the scorer matches loosely). arXiv-only entry: venue arXiv, preprint. Chapter editors ('S. Gupta and H. Lindqvist, Eds.') are not authors. Patent kind patent, venue null.")
ieee()

# ---------------------------------------------------------------- 4 MLA humanities, HTML <ol>
def mla():
    own = ('Eleanor', 'Whitcombe-Ashby')
    E = [  # (authors as (first,last) list, title, kind, rest, venue, year)
     ([own], 'Ruins and Remembrance: Elegiac Form in Late Victorian Travel Writing', 'journal', '<i>Victorian Studies Quarterly</i> 12.3 (2015): 45–67.', 'Victorian Studies Quarterly', 2015),
     ([own, ('Tobias', 'Ferreira da Costa')], 'The Archive at Sea: Ships’ Logs as Literary Evidence', 'journal', '<i>Nineteenth-Century Prose</i> 41.2 (2014): 101–125.', 'Nineteenth-Century Prose', 2014),
     ([own], 'Lady Travellers and the Grammar of Distance', 'journal', '<i>Women’s Writing</i> 24.1 (2017): 1–19.', 'Women’s Writing', 2017),
     ([('Margaret', 'Ng'), own], 'Translation and Empire in the Colonial Periodical Press', 'journal', '<i>Comparative Literature Review</i> 58.4 (2019): 388–410.', 'Comparative Literature Review', 2019),
     ([own], 'Weather, Mood, and the Novel of Manners', 'journal', '<i>ELH</i> 88.2 (2021): 233–259.', 'ELH', 2021),
     ([own, ('Siobhán', 'Mac Giolla Phádraig'), ('Rafael', 'Álvarez-Quintero')], 'Reading the Margins: Annotated Copies in Provincial Libraries', 'journal', '<i>Book History</i> 25.1 (2022): 140–172.', 'Book History', 2022),
     ([own], 'On Tourists and Pilgrims', 'chapter', '<i>The Cambridge Companion to Travel Writing Revisited</i>, edited by Harriet Lowell and Kenji Morimoto, Cambridge UP, 2020, pp. 77–94.', 'The Cambridge Companion to Travel Writing Revisited', 2020),
     ([own], 'Footnotes to Empire: Scholarship and the Grand Tour', 'book', 'Oxford UP, 2018.', None, 2018),
     ([own], 'Review of <i>Steam and Sentiment</i>, by Jonathan Pryce', 'other', '<i>Victorian Literature and Culture</i> 47.1 (2019): 230–232.', 'Victorian Literature and Culture', 2019),
     ([own, ('Dmitri', 'Volkov')], 'Editing Dickens for the Digital Classroom', 'journal', '<i>Digital Humanities Quarterly</i> 16.2 (2022).', 'Digital Humanities Quarterly', 2022),
     ([own], 'Scenes of Departure in Gaskell’s Short Fiction', 'journal', '<i>The Gaskell Journal</i> 36 (2023): 55–72.', 'The Gaskell Journal', 2023),
    ]
    items = []
    pubs = []
    for au, t, k, rest, v, y in E:
        first = f'{au[0][1]}, {au[0][0]}'
        others = [f'{g} {s}' for g, s in au[1:]]
        by_names = [first] + others
        shown = [f'<b>{n}</b>' if a == own else n for n, a in zip(by_names, au)]
        if len(shown) == 1: by = shown[0]
        elif len(shown) == 2: by = f'{shown[0]}, and {shown[1]}'
        else: by = ', '.join(shown[:-1]) + ', and ' + shown[-1]
        if k == 'book':
            items.append(f'  <li>{by}. <i>{t}</i>. {rest}</li>')
        else:
            items.append(f'  <li>{by}. “{t}.” {rest}</li>')
        import re
        pt = re.sub('<[^>]+>', '', t)
        pubs.append(pub(pt, [f'{g} {s}' for g, s in au], v, y, k, re.sub('<[^>]+>', '', rest)))
    html = ('<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Eleanor Whitcombe-Ashby | Publications</title></head>\n<body>\n'
            '<nav><a href="index.html">Home</a> | <a href="teaching.html">Teaching</a> | <a href="cv.pdf">CV</a></nav>\n'
            '<h1>Eleanor Whitcombe-Ashby</h1>\n<p>Senior Lecturer in English Literature</p>\n<h2>Publications</h2>\n<ol>\n'
            + '\n'.join(items) + '\n</ol>\n<h2>Invited talks</h2>\n<ul>\n'
            '  <li>“Why Travel Writing Matters Now.” Keynote, Northern Humanities Forum, Leeds, 2022.</li>\n'
            '  <li>“Ships’ Logs and the Literary Imagination.” Maritime History Seminar, 2019.</li>\n</ul>\n'
            '<footer>Last updated March 2024.</footer>\n</body>\n</html>\n')
    write('humanities-mla.html', html, 'Eleanor Whitcombe-Ashby', pubs,
      "Synthetic. HTML page, one <ol> of MLA 8/9 references, owner in <b>. MLA bylines: first author 'Surname, First', later authors 'First Surname', joined by ', and' (gold 'First Surname' for all). Titles in curly quotes with the period inside; journal '12.3 (2015): 45–67' locators. Book: italic title, venue null, kind book. Chapter: 'edited by Harriet Lowell and Kenji Morimoto' are editors, not authors; venue is the volume title. Book review: title 'Review of Steam and Sentiment, by Jonathan Pryce' (italic dropped), Pryce is the reviewed author, not an author; kind other. Invited talks section is not publications. Compound/particle surnames: 'Whitcombe-Ashby', 'Ferreira da Costa', 'Mac Giolla Phádraig', 'Álvarez-Quintero'.")
mla()

# ---------------------------------------------------------------- 5 Harvard, plain text from PDF
def harvard():
    own = ('Ana Paula', 'Ferreira')
    E = [
     ([own, ('Lars', 'Eriksen')], 2016, 'Informal settlements and flood exposure in coastal Brazil: a spatial analysis', 'Applied Geography', '74', '(2)', '112–124', 'journal'),
     ([('Grace', 'Otieno'), own, ('Wen', 'Hu')], 2017, 'Mapping peri-urban land change with Landsat time series', 'Remote Sensing of Environment', '198', '', '45–59', 'journal'),
     ([own], 2018, 'Rethinking resilience: water, property and the urban poor', 'Transactions of the Institute of British Geographers', '43', '(3)', '401–415', 'journal'),
     ([own, ('Matthias', 'Brückner'), ('Priya', 'Venkataraman'), ('José Luis', 'Ortega Díaz')], 2019, 'Participatory GIS for community flood planning in Recife', 'Cities', '89', '', '201–212', 'journal'),
     ([('Fiona', 'McLeod'), own], 2019, 'Gentrification by the sea? Coastal amenity and displacement', 'Urban Studies', '56', '(11)', '2250–2268', 'journal'),
     ([own, ('Lars', 'Eriksen')], 2020, 'Climate adaptation finance and the geography of neglect', 'Global Environmental Change', '62', '', '102077', 'journal'),
     ([('Hamid', 'Rahimi'), ('Ngozi', 'Eze'), own], 2021, 'Heat islands and informal work in West African cities', 'Geoforum', '120', '', '88–97', 'journal'),
     ([own], 2021, 'Water, debt and everyday life in the favela', 'Antipode', '53', '(4)', '1103–1122', 'journal'),
     ([own, ('Wen', 'Hu'), ('Grace', 'Otieno')], 2022, 'Deep learning for building footprint extraction in data-poor regions', 'International Journal of Geographical Information Science', '36', '(6)', '1180–1201', 'journal'),
     ([('Sven', 'Aaltonen'), own], 2023, 'Managed retreat in comparative perspective', 'Progress in Human Geography', '47', '(1)', '60–81', 'journal'),
     ([own, ('Chloé', 'Marchand')], 2024, 'Insurance, risk maps and the making of uninsurable places', 'Environment and Planning A: Economy and Space', '56', '(2)', '455–473', 'journal'),
    ]
    def hname(g, s): return f'{s}, {ini(g, space=False)}'
    raw = []
    pubs = []
    for au, y, t, v, vol, iss, pg, k in E:
        ns = [hname(g, s) for g, s in au]
        by = jn(ns, ', ', ' and ', ' and ')
        loc = f'{vol}{iss}, pp. {pg}' if '–' in pg else f'{vol}{iss}, {pg}'
        raw.append(f"{by} ({y}) '{t}', {v}, {loc}.")
        pubs.append(pub(t, [f'{ini(g, space=False)} {s}' for g, s in au], v, y, k, f'{v}, {loc}.'))
    # a book and a chapter
    t = 'Flooded Cities: Risk, Property and Power in the Global South'
    raw.append(f'Ferreira, A.P. (2020) {t}. London: Routledge.')
    pubs.append(pub(t, ['A.P. Ferreira'], None, 2020, 'book', 'London: Routledge.'))
    t = 'Coastal urbanism after the storm'
    raw.append(f"Ferreira, A.P. and Eriksen, L. (2022) '{t}', in Thompson, R. and Akande, B. (eds) The Routledge Handbook of Urban Climate Futures. Abingdon: Routledge, pp. 233–249.")
    pubs.append(pub(t, ['A.P. Ferreira', 'L. Eriksen'], 'The Routledge Handbook of Urban Climate Futures', 2022, 'chapter', 'in Thompson, R. and Akande, B. (eds) The Routledge Handbook of Urban Climate Futures. Abingdon: Routledge, pp. 233–249.'))
    # wrap with hanging indent as pdftotext -layout does
    body = []
    for r in raw:
        w = textwrap.wrap(r, width=78, subsequent_indent='      ', break_on_hyphens=False)
        body.extend(w)
        body.append('')
    head = ['Ana Paula Ferreira — Curriculum Vitae', '', 'School of Geography and Planning', 'Email: a.p.ferreira@example.ac.uk', '',
            'EDUCATION', '', '2015    PhD Geography, University of Sheffield', '2010    MSc Urban Planning, Universidade Federal de Pernambuco', '',
            'PUBLICATIONS', '', 'Refereed journal articles', '']
    # page break after the 6th entry's first line, as in a PDF
    out = head[:]
    page = 1
    n = 0
    for line in body:
        out.append(line)
        n += 1
        if n == 14:
            out += ['', '', f'A. P. Ferreira — CV                                                   Page {page}', '\f' + f'Curriculum Vitae, A. P. Ferreira                                 {page+1}', '']
            page += 1
    # separate books section header before the book
    text = '\n'.join(out)
    text = text.replace('Ferreira, A.P. (2020) Flooded', 'Books and book chapters\n\nFerreira, A.P. (2020) Flooded')
    text += '\nGRANTS\n\n2021–2024   Urban flood futures (PI), Research Council, £310,000\n'
    write('geography-harvard-pdftext.txt', text, 'Ana Paula Ferreira', pubs,
      "Synthetic. A CV as pdftotext -layout would give it: header block, EDUCATION, PUBLICATIONS with sub-headings, entries in Harvard style \"Surname, I.I. and Surname, I. (Year) 'Title', Journal, 12(3), pp. 45–67.\", wrapped at 78 columns with a 6-space hanging indent and a blank line between entries; a page footer and a form-feed page header fall in the middle of the list (inside an entry's wrapped lines). Initials printed without spaces ('A.P.') kept as printed: gold 'A.P. Ferreira'. Compound names 'Ortega Díaz' (given 'J.L.'). Chapter: '(eds)' Thompson and Akande are editors; venue the handbook. Book: venue null. GRANTS and EDUCATION are not publications.")
harvard()

# ---------------------------------------------------------------- 6 Nature style, markdown with year headings, co-first marks
def nature():
    own = ('Ingrid', 'Halvorsen')
    # (authors, star set, etal, title, journal, vol, pages, year)
    E = [
     (2024, [('Mateo', 'Quispe'), own, ('Hye-jin', 'Yoon')], {0, 1}, False, 'Coral symbionts shift thermal tolerance through horizontal gene transfer', 'Nature', '627', '112–118'),
     (2024, [own, ('Léa', 'Rousseau'), ('Tendai', 'Moyo')], set(), False, 'A global atlas of seagrass-associated microbiomes', 'Nat. Ecol. Evol.', '8', '455–467'),
     (2023, [('Jonas', 'Bergström'), ('Aiko', 'Matsuda'), own], {0, 1}, True, 'Deep-sea hydrothermal vents host novel lineages of Asgard archaea', 'Science', '379', '1021–1026'),
     (2023, [own, ('Brendan', 'Ó Cuív')], set(), False, 'Temperature-dependent virulence of a kelp pathogen', 'ISME J.', '17', '890–901'),
     (2022, [('Roberto', 'Da Silva'), own, ('Wanjiru', 'Kamau'), ('Elif', 'Yıldız'), ('Noah', 'Goldberg'), ('Sun-Mi', 'Kang')], {1, 2}, False, 'Metabolic handoffs structure nitrogen cycling in marine sediments', 'Nat. Microbiol.', '7', '1540–1552'),
     (2022, [own], set(), False, 'Why marine microbial ecology needs long time series', 'Nat. Rev. Microbiol.', '20', '3–4'),
     (2021, [('Tomasz', 'Zieliński'), own], set(), True, 'Viral shunt estimates from single-cell genomics', 'Nat. Commun.', '12', '4410'),
     (2021, [own, ('Mateo', 'Quispe'), ('Léa', 'Rousseau')], {0, 1}, False, 'Seasonal succession of diatom-associated bacteria in a fjord', 'Environ. Microbiol.', '23', '3001–3015'),
     (2020, [('Hye-jin', 'Yoon'), own], set(), False, 'Horizontal transfer of photosystem genes by cyanophages', 'Curr. Biol.', '30', 'R1120–R1122'),
     (2019, [own, ('Jonas', 'Bergström'), ('Tendai', 'Moyo'), ('Aiko', 'Matsuda')], set(), False, 'Nutrient pulses trigger cryptic blooms in oligotrophic gyres', 'Proc. Natl Acad. Sci. USA', '116', '21001–21009'),
    ]
    lines = ['# Publications', '', 'Ingrid Halvorsen, marine microbial ecology.', '',
             '\\* these authors contributed equally. Names of lab members are underlined on the PDF version.', '']
    pubs = []
    cur = None
    for y, au, stars, etal, t, j, vol, pg in E:
        if etal:  # Nature prints the first author only, then et al.
            au = au[:1]
            stars = {i for i in stars if i == 0}
        if y != cur:
            if cur is not None: lines.append('')
            lines += [f'## {y}', '']
            cur = y
        ns = []
        for i, (g, s) in enumerate(au):
            n = f'{s}, {ini(g)}'
            if i in stars: n += '\\*'
            if (g, s) == own: n = f'**{n}**'
            ns.append(n)
        by = jn(ns, ', ', ' & ', ' & ')
        if etal: by += ' et al.'
        by = by.replace('** et al.', '** et al.')
        lines.append(f'- {by} {t}. *{j}* **{vol}**, {pg} ({y}).')
        pubs.append(pub(t, [f'{ini(g)} {s}' for g, s in au], j, y, 'journal', f'{j} {vol}, {pg} ({y}).', complete=not etal,
                        eq=[f'{ini(au[i][0])} {au[i][1]}' for i in sorted(stars)]))
    lines += ['', '## 2018', '']
    t = 'Microbial community assembly in polar sea ice'
    lines.append(f'- **Halvorsen, I.** {t}. PhD thesis, University of Tromsø (2018).')
    pubs.append(pub(t, ['I. Halvorsen'], None, 2018, 'thesis', 'PhD thesis, University of Tromsø (2018).'))
    lines.append('')
    write('biology-nature-years.md', '\n'.join(lines) + '\n', 'Ingrid Halvorsen', pubs,
      "Synthetic. Markdown list grouped under '## Year' headings, Nature reference style 'Surname, I., Surname, I. & Surname, I. Title. *Journal* **vol**, pages (year).' with '&' before the last author and ' et al.' after a truncated byline (authors_complete false, the printed names kept). Co-first authors marked with a markdown-escaped star '\\*' after the initials, legend at the top; all starred names in equal_contribution. 'Ó Cuív', 'Da Silva', 'Yıldız', hyphenated Korean given names ('H.-j. Yoon'). Thesis: venue null.")
nature()

# ---------------------------------------------------------------- 7 economics working papers, markdown, "with" coauthors
def econ():
    ownname = 'Rafael Okonkwo-Lindgren'
    lines = ['# Research', '', 'Rafael Okonkwo-Lindgren — Assistant Professor of Economics', '', '## Publications', '']
    pubs = []
    P = [
     ('Minimum Wages and the Spatial Distribution of Employment', ['Hannah Schäfer', 'Diego Villalobos'], 'American Economic Review', 2021, '*American Economic Review*, 2021, 111(6): 1850–1889'),
     ('Credit Constraints and Firm Exit: Evidence from Loan Guarantees', ['Mi-rae Cho'], 'Journal of Finance', 2022, '*Journal of Finance*, 2022, 77(3): 1451–1497'),
     ('Inflation Expectations of Households: New Survey Evidence', [], 'Journal of Monetary Economics', 2020, '*Journal of Monetary Economics*, 2020, 116: 150–167'),
     ('Trade Shocks and Local Public Finances', ['Ólafur Gunnarsson', 'Beatriz Mendes', 'Kofi Boateng'], 'Review of Economic Studies', 2023, '*Review of Economic Studies*, 2023, 90(2): 702–741'),
    ]
    for t, co, v, y, ref in P:
        w = f' (with {jn(co, ", ", " and ", " and ")})' if co else ''
        lines.append(f'- "{t}"{w}, {ref}.')
        pubs.append(pub(t, [ownname] + co, v, y, 'journal', ref.replace('*', '')))
    lines += ['', '## Working Papers', '']
    W = [
     ('The Gig Economy and Household Consumption Smoothing', ['Priyanka Deshpande'], 'NBER Working Paper No. 28934', 2021, 'Revise and resubmit, *Quarterly Journal of Economics*'),
     ('Automation, Offshoring, and the Decline of Middle-Skill Wages', ['Hannah Schäfer', 'Thomas Van den Broeck'], 'NBER Working Paper No. 30112', 2022, None),
     ('Bank Branch Closures and Small Business Lending', ['Mi-rae Cho', 'Jens-Peter Kjær'], 'CEPR Discussion Paper DP17745', 2022, None),
     ('Carbon Taxes and Regional Inequality: A Quantitative Spatial Model', [], 'Job market paper', None, None),
     ('Who Pays for Stimulus? Incidence of the 2020 Rebate Checks', ['Diego Villalobos'], 'NBER Working Paper No. 31409', 2023, 'Submitted'),
    ]
    for t, co, v, y, st in W:
        w = f' (with {jn(co, ", ", " and ", " and ")})' if co else ''
        tail = f'{v}, {y}' if y else v
        if st: tail += f'. {st}'
        lines.append(f'- **{t}**{w}. {tail}.')
        venue = None if v == 'Job market paper' else v.split(' No.')[0].split(' DP')[0]
        pubs.append(pub(t, [ownname] + co, venue, y, 'preprint', tail.replace('*', '') + '.'))
    lines += ['', '## Work in Progress', '']
    IP = [
     ('Remote Work and the Housing Market', ['Beatriz Mendes']),
     ('Pension Defaults and Retirement Timing in Sweden', ['Ólafur Gunnarsson', 'Astrid Lindqvist']),
    ]
    for t, co in IP:
        lines.append(f'- *{t}* (with {jn(co, ", ", " and ", " and ")})')
        pubs.append(pub(t, [ownname] + co, None, None, 'preprint', None))
    lines += ['', '## Policy Writing', '',
              f'- "Should Central Banks Target Wage Growth?" *VoxEU Column*, March 2023.', '']
    pubs.append(pub('Should Central Banks Target Wage Growth?', [ownname], 'VoxEU Column', 2023, 'other', 'VoxEU Column, March 2023.'))
    write('economics-nber.md', '\n'.join(lines), ownname, pubs,
      "Synthetic. Economist's research page in markdown: sections Publications / Working Papers / Work in Progress / Policy Writing. Owner never printed in bylines: '(with A and B)' after the title; following the cv-dev convention the owner is added first, then co-authors (true order unknown); single-author items get the owner alone. Publications: quoted title, italic journal, 'Year, vol(issue): pages'. Working papers: bold title; venue is the series as printed without its number ('NBER Working Paper', 'CEPR Discussion Paper'), kind preprint; 'Revise and resubmit, *QJE*' and 'Submitted' are status, not venue. 'Job market paper' has no year: year null, venue null. Work in progress: title only, year null, venue null, preprint. A VoxEU column: kind other. Note the file ends without a final newline.")
econ()

# ---------------------------------------------------------------- 8 German list (Linguistik), markdown
def german():
    own = 'Friederike Schmidt-Özdemir'
    lines = ['# Schriftenverzeichnis', '', 'Prof. Dr. Friederike Schmidt-Özdemir', '', '## Monographien', '']
    pubs = []
    t = 'Verbstellung und Informationsstruktur im Frühneuhochdeutschen'
    lines.append(f'1. Schmidt-Özdemir, Friederike: {t}. Berlin/Boston: De Gruyter 2014 (Studia Linguistica Germanica 118).')
    pubs.append(pub(t, [own], 'Studia Linguistica Germanica', 2014, 'book', 'Berlin/Boston: De Gruyter 2014 (Studia Linguistica Germanica 118).'))
    t = 'Mehrsprachigkeit im Klassenzimmer. Eine Einführung'
    lines.append(f'2. Schmidt-Özdemir, Friederike/Brandt, Jürgen: {t}. Tübingen: Narr 2019.')
    pubs.append(pub(t, [own, 'Jürgen Brandt'], None, 2019, 'book', 'Tübingen: Narr 2019.'))
    lines += ['', '## Herausgeberschaften', '']
    t = 'Sprachkontakt in Geschichte und Gegenwart'
    lines.append(f'3. Schmidt-Özdemir, Friederike/Kılıç, Mehmet (Hrsg.): {t}. Hildesheim: Olms 2017.')
    pubs.append(pub(t, [], None, 2017, 'book', 'Hildesheim: Olms 2017.'))
    lines += ['', '## Aufsätze in Zeitschriften', '']
    Z = [
     ([own], 'Nebensatzstellung im Türkisch-Deutschen: Eine Korpusstudie', 'Zeitschrift für Sprachwissenschaft', '34', 2015, '45–78'),
     ([own, 'Jürgen Brandt'], 'Kiezdeutsch revisited: Variation in Präpositionalphrasen', 'Deutsche Sprache', '44', 2016, '201–229'),
     (['Lukas von Weizsäcker', own], 'Prosodische Markierung von Kontrastfokus bei Herkunftssprecherinnen', 'Linguistische Berichte', '258', 2019, '131–160'),
     ([own], 'Genuszuweisung bei Lehnwörtern aus dem Englischen', 'Muttersprache', '130', 2020, '1–22'),
     ([own, 'Hanna Ljungberg', 'Mehmet Kılıç'], 'Code-Switching in WhatsApp-Chats türkisch-deutscher Jugendlicher', 'Zeitschrift für Dialektologie und Linguistik', '88', 2021, '300–334'),
    ]
    n = 4
    for au, t, z, vol, y, pg in Z:
        inv = [a.split(' ')[-1] + ', ' + ' '.join(a.split(' ')[:-1]) if a != 'Lukas von Weizsäcker' else 'von Weizsäcker, Lukas' for a in au]
        inv = [('Schmidt-Özdemir, Friederike' if a == own else i) for a, i in zip(au, inv)]
        lines.append(f'{n}. {"/".join(inv)}: {t}. In: {z} {vol} ({y}), S. {pg}.')
        pubs.append(pub(t, au, z, y, 'journal', f'In: {z} {vol} ({y}), S. {pg}.'))
        n += 1
    lines += ['', '## Beiträge in Sammelbänden', '']
    S = [
     ([own], 'Wortstellungswandel im Kontakt', 'Handbuch Sprachkontakt', 'Kılıç, Mehmet/Roth, Annette (Hrsg.)', 'Berlin: Erich Schmidt 2018', '211–236', 2018),
     ([own, 'Jürgen Brandt'], 'Schreiben in zwei Sprachen', 'Mehrsprachige Literalität', 'Dietrich, Paul u.a. (Hrsg.)', 'Münster: Waxmann 2020', '55–74', 2020),
     ([own], 'Die Satzklammer als Lernproblem', 'Grammatik im Unterricht', 'Weber, Claudia (Hrsg.)', 'Stuttgart: Klett 2022', '99–118', 2022),
    ]
    for au, t, book, eds, pubplace, pg, y in S:
        inv = ['Schmidt-Özdemir, Friederike' if a == own else 'Brandt, Jürgen' for a in au]
        lines.append(f'{n}. {"/".join(inv)}: {t}. In: {eds}: {book}. {pubplace}, S. {pg}.')
        pubs.append(pub(t, au, book, y, 'chapter', f'In: {eds}: {book}. {pubplace}, S. {pg}.'))
        n += 1
    lines += ['', '## Rezensionen', '']
    t = 'Rezension zu: Neumann, Eva: Syntax der Jugendsprache. Heidelberg: Winter 2020'
    lines.append(f'{n}. Schmidt-Özdemir, Friederike: {t}. In: Zeitschrift für germanistische Linguistik 49 (2021), S. 410–414.')
    pubs.append(pub(t, [own], 'Zeitschrift für germanistische Linguistik', 2021, 'other', 'In: Zeitschrift für germanistische Linguistik 49 (2021), S. 410–414.'))
    n += 1
    lines += ['', '## Im Druck', '']
    t = 'Herkunftssprachen in der Schule: Ein Forschungsüberblick'
    lines.append(f'{n}. Schmidt-Özdemir, Friederike/Ljungberg, Hanna: {t}. In: Zeitschrift für Fremdsprachenforschung (im Druck).')
    pubs.append(pub(t, [own, 'Hanna Ljungberg'], 'Zeitschrift für Fremdsprachenforschung', None, 'journal', 'In: Zeitschrift für Fremdsprachenforschung (im Druck).'))
    write('linguistics-german.md', '\n'.join(lines) + '\n', own, pubs,
      "Synthetic. German Schriftenverzeichnis in markdown, numbered across sections (Monographien, Herausgeberschaften, Aufsätze, Beiträge in Sammelbänden, Rezensionen, Im Druck). German humanities style: 'Nachname, Vorname/Nachname, Vorname: Titel. In: Zeitschrift 34 (2015), S. 45–78.' — authors separated by '/', byline ends with ':'. Edited volume (entry 3, '(Hrsg.)'): the owner is an editor, not an author, so the gold keeps the publication (kind book) with an empty author list. Chapters 'In: Name, Vorname (Hrsg.): Buchtitel. Ort: Verlag Jahr, S.' — editors never authors, 'u.a.' after an editor does not touch the author list; venue is the volume title. Monograph in a series: venue is the series name. Review: title is the printed 'Rezension zu: ...' text, kind other; the reviewed author Neumann is not an author. 'im Druck' = in press: year null, status not venue.")
german()

# ---------------------------------------------------------------- 9 French list, reStructuredText
def french():
    own = 'Camille Lefèvre-Nguyen'
    lines = ['=========================', 'Publications', '=========================', '',
             ':Auteur: Camille Lefèvre-Nguyen', ':Laboratoire: Centre de recherche en sociologie urbaine', '',
             'Articles dans des revues à comité de lecture', '--------------------------------------------', '']
    pubs = []
    A = [
     ([own], 'Les jardins partagés comme espaces de sociabilité', 'Revue française de sociologie', '58', '2', 2017, '201-230'),
     ([own, 'Jean-Marc Dubois'], 'Gentrification et commerces de proximité à Lyon', 'Espaces et sociétés', '172', '1', 2018, '45-62'),
     (['Yasmina Benali', own], 'Les trajectoires résidentielles des familles monoparentales', 'Population', '74', '3', 2019, '311-338'),
     ([own, 'Pierre-Yves Le Goff', 'Amadou Diallo'], 'Mobilités quotidiennes et précarité énergétique en zone périurbaine', 'Sociologie du travail', '62', '4', 2020, '1-24'),
     ([own], 'Habiter la banlieue : ethnographie d’une cité rénovée', 'Actes de la recherche en sciences sociales', '238', '3', 2021, '88-107'),
     (['Hélène de La Roche', 'Jean-Marc Dubois', own], 'Les conseils citoyens, dix ans après', 'Politix', '139', '2', 2022, '55-81'),
    ]
    for au, t, rev, vol, num, y, pg in A:
        inv = []
        for a in au:
            if a == own: inv.append('**Lefèvre-Nguyen, Camille**')
            elif a == 'Hélène de La Roche': inv.append('de La Roche, Hélène')
            elif a == 'Pierre-Yves Le Goff': inv.append('Le Goff, Pierre-Yves')
            else:
                g, s = a.rsplit(' ', 1); inv.append(f'{s}, {g}')
        by = jn(inv, ', ', ' et ', ' et ')
        lines.append(f'- {by} ({y}), « {t} », *{rev}*, vol. {vol}, n° {num}, p. {pg}.')
        pubs.append(pub(t, au, rev, y, 'journal', f'{rev}, vol. {vol}, n° {num}, p. {pg}.'))
    lines += ['', 'Ouvrages', '--------', '']
    t = 'La ville en partage. Sociologie des communs urbains'
    lines.append(f'- **Lefèvre-Nguyen, Camille** (2019), *{t}*, Paris, Presses de Sciences Po.')
    pubs.append(pub(t, [own], None, 2019, 'book', 'Paris, Presses de Sciences Po.'))
    t = 'Sociologie urbaine contemporaine'
    lines.append(f'- Dubois, Jean-Marc et **Lefèvre-Nguyen, Camille** (éd.) (2021), *{t}*, Rennes, Presses universitaires de Rennes.')
    pubs.append(pub(t, [], None, 2021, 'book', 'Rennes, Presses universitaires de Rennes.'))
    lines += ['', 'Chapitres d’ouvrages', '--------------------', '']
    C = [
     ([own], 'Les communs urbains : une notion à l’épreuve du terrain', 'Sociologie urbaine contemporaine', 'Dubois, Jean-Marc et Lefèvre-Nguyen, Camille (éd.)', 'Rennes, Presses universitaires de Rennes', 2021, '19-40'),
     ([own, 'Amadou Diallo'], 'Enquêter dans les quartiers populaires', 'Méthodes qualitatives en sciences sociales', 'Benali, Yasmina (dir.)', 'Paris, La Découverte', 2022, '143-160'),
    ]
    for au, t, book, eds, pp, y, pg in C:
        inv = ['**Lefèvre-Nguyen, Camille**' if a == own else 'Diallo, Amadou' for a in au]
        lines.append(f'- {jn(inv, ", ", " et ", " et ")} ({y}), « {t} », dans {eds}, *{book}*, {pp}, p. {pg}.')
        pubs.append(pub(t, au, book, y, 'chapter', f'dans {eds}, {book}, {pp}, p. {pg}.'))
    lines += ['', 'Thèse', '-----', '']
    t = 'Faire quartier. Sociabilités et appropriations de l’espace dans les grands ensembles'
    lines.append(f'- **Lefèvre-Nguyen, Camille** (2015), *{t}*, thèse de doctorat en sociologie, Université Lumière Lyon 2.')
    pubs.append(pub(t, [own], None, 2015, 'thesis', 'thèse de doctorat en sociologie, Université Lumière Lyon 2.'))
    lines += ['', 'Communications', '-------------', '',
              '- « Les communs à l’épreuve de la rénovation urbaine », congrès de l’Association française de sociologie, Lille, juillet 2021.', '']
    write('sociology-french.rst', '\n'.join(lines) + '\n', own, pubs,
      "Synthetic. reStructuredText page in French: title with over/underline, field list (:Auteur:), section titles underlined with '-', bullet lists. French style 'Nom, Prénom et Nom, Prénom (2017), « Titre », *Revue*, vol. 58, n° 2, p. 201-230.' with guillemets and non-ASCII spacing; owner bold. Particles 'de La Roche', 'Le Goff' (gold 'Hélène de La Roche', 'Pierre-Yves Le Goff'). Edited book '(éd.)': the owner and Dubois are editors, so the gold keeps the book with an empty author list. Chapters 'dans Nom, Prénom (éd.|dir.), *Livre*': editors never authors; venue the volume title. Thesis: venue null. 'Communications' (conference talks) are not publications.")
french()

# ---------------------------------------------------------------- 10 Vancouver/PubMed with status sections, plain text
def vancouver():
    own = ('Oluwadamilare', 'Bankole-Smith')
    def v(g, s): return f'{s} {ini(g, dots=False)}'
    def gold(g, s): return f'{ini(g, dots=False)} {s}'
    lines = ['OLUWADAMILARE BANKOLE-SMITH, MD, MPH', 'Division of Infectious Diseases', '', 'BIBLIOGRAPHY', '']
    pubs = []
    def entry(au, t, rest, venue, y, kind, complete=True, mark=''):
        by = ', '.join(v(g, s) for g, s in au) + (', et al' if not complete else '')
        lines.append(f'{mark}{by}. {t}. {rest}')
        pubs.append(pub(t, [gold(g, s) for g, s in au], venue, y, kind, rest, complete=complete))
    lines += ['Peer-reviewed original research', '']
    R = [
     ([own, ('Mariana', 'Costa Pereira'), ('Hans', 'Ulrich')], 'Antimicrobial resistance in community-acquired urinary tract infections in Lagos: a cross-sectional study', 'Lancet Infect Dis.', '2019;19(3):245-53.', 2019, True),
     ([('Aditi', 'Sharma'), own], 'Time to antibiotics and mortality in sepsis: a multicentre cohort', 'Clin Infect Dis.', '2020;71(8):1902-10.', 2020, True),
     ([own, ('Jae-Won', 'Lim'), ('Fatima', 'Al-Hashimi'), ('Kevin', 'McNamara'), ('Sophie', 'Dubois-Lambert'), ('Ruth', 'Abebe')], 'Whole-genome sequencing of carbapenem-resistant Klebsiella pneumoniae in neonatal units', 'J Antimicrob Chemother.', '2021;76(5):1201-9.', 2021, False),
     ([('Mariana', 'Costa Pereira'), ('Peter J.', 'van Rooyen'), own], 'Point-of-care CRP testing to reduce antibiotic prescribing in primary care: a randomised trial', 'BMJ.', '2022;376:e068123.', 2022, True),
     ([own], 'Stewardship in low-resource settings: lessons from a decade of audits', 'JAC Antimicrob Resist.', '2023;5(1):dlad012.', 2023, True),
     ([('Fatima', 'Al-Hashimi'), own, ('Jae-Won', 'Lim')], 'Colonisation with ESBL-producing Enterobacterales among travellers returning from West Africa', 'Euro Surveill.', '2023;28(14):2200789.', 2023, True),
    ]
    for i, (au, t, j, rest, y, c) in enumerate(R, 1):
        entry(au, t, f'{j} {rest}', j.rstrip('.'), y, 'journal', complete=c, mark=f'{i}. ')
    lines += ['', 'In press', '']
    entry([own, ('Hans', 'Ulrich')], 'Fosfomycin versus nitrofurantoin for cystitis in pregnancy: a target trial emulation', 'Clin Microbiol Infect. In press.', 'Clin Microbiol Infect', None, 'journal', mark='7. ')
    lines += ['', 'Submitted', '']
    entry([('Ruth', 'Abebe'), own, ('Kevin', 'McNamara')], 'Genomic surveillance of typhoid in Ethiopia, 2015-2022', 'Submitted to Lancet Microbe, 2024.', None, 2024, 'preprint', mark='8. ')
    entry([own, ('Aditi', 'Sharma')], 'A pragmatic score to predict bacteraemia in emergency departments', 'medRxiv 2024.03.11.24304012 [Preprint]. 2024.', 'medRxiv', 2024, 'preprint', mark='9. ')
    lines += ['', 'In preparation', '']
    entry([own, ('Peter J.', 'van Rooyen'), ('Sophie', 'Dubois-Lambert')], 'Cost-effectiveness of rapid diagnostics for bloodstream infections in sub-Saharan Africa', 'In preparation.', None, None, 'preprint', mark='10. ')
    lines += ['', 'Reviews and editorials', '']
    entry([own, ('Mariana', 'Costa Pereira')], 'Antimicrobial stewardship beyond the hospital: a narrative review', 'Curr Opin Infect Dis. 2021;34(6):612-8.', 'Curr Opin Infect Dis', 2021, 'journal', mark='11. ')
    entry([own], 'Counting what matters in resistance surveillance [editorial]', 'J Glob Antimicrob Resist. 2022;30:1-2.', 'J Glob Antimicrob Resist', 2022, 'other', mark='12. ')
    lines += ['', 'PRESENTATIONS', '', 'Invited lecture, National Infectious Diseases Congress, Abuja, 2023.', '']
    write('medicine-vancouver-status.txt', '\n'.join(lines) + '\n', 'Oluwadamilare Bankole-Smith', pubs,
      "Synthetic. Plain-text bibliography of a clinician, Vancouver/ICMJE style 'Surname AB, Surname C, et al. Title. Journal Abbrev. 2019;19(3):245-53.'; names in PubMed form become 'AB Surname' (no periods added). Sections 'In press', 'Submitted', 'In preparation' carry status: In press keeps its journal as venue (year null: none printed); 'Submitted to Lancet Microbe, 2024' is a status, venue null, kind preprint, year 2024 as printed; medRxiv preprint venue medRxiv; In preparation: venue null, year null. ', et al' → authors_complete false. Surnames with spaces/particles 'Costa Pereira', 'van Rooyen' (PubMed 'van Rooyen PJ' → 'PJ van Rooyen'). Editorial marked '[editorial]' kept in the title as printed, kind other. PRESENTATIONS not publications.")
vancouver()

# ---------------------------------------------------------------- 11 astronomy AAS/ADS style, org-mode
def astro():
    own = ('Tamsin', 'Achterberg')
    def a(g, s): return f'{s}, {ini(g)}'
    E = [
     ([own, ('Rohan', 'Bhattacharya'), ('Elena', 'Castellanos')], False, 2018, 'The stellar mass function of ultra-diffuse galaxies in the Coma cluster', 'ApJ', '868', '96', 'journal'),
     ([('Kai', 'Nakamura'), own], False, 2019, 'Tidal features around massive ellipticals in deep Hyper Suprime-Cam imaging', 'MNRAS', '486', '3350', 'journal'),
     ([own, ('Elena', 'Castellanos'), ('Mikkel', 'Sørensen'), ('Obinna', 'Nwachukwu')], True, 2020, 'A MUSE view of gas accretion onto low-surface-brightness discs', 'A&A', '640', 'A112', 'journal'),
     ([('Rohan', 'Bhattacharya'), own, ('Guillermo', 'de la Fuente')], False, 2021, 'Dark matter halo shapes from satellite kinematics', 'ApJL', '912', 'L4', 'journal'),
     ([own], False, 2021, 'Globular cluster systems as tracers of assembly history', 'AJ', '161', '201', 'journal'),
     ([('Mikkel', 'Sørensen'), ('Kai', 'Nakamura'), own, ('Amara', 'Diop')], True, 2022, 'Ram-pressure stripping in the Virgo outskirts with MeerKAT', 'MNRAS', '512', '4460', 'journal'),
     ([own, ('Amara', 'Diop')], False, 2023, 'Photometric redshifts for faint dwarfs with normalizing flows', 'arXiv e-prints', '', 'arXiv:2307.04411', 'preprint'),
     ([own, ('Guillermo', 'de la Fuente'), ('Obinna', 'Nwachukwu')], False, 2023, 'Quenching timescales of satellites in Local Volume groups', 'ApJ', '951', '77', 'journal'),
     ([('Elena', 'Castellanos'), own], False, 2024, 'An H\\alpha census of star formation in ultra-diffuse galaxies', 'ApJS', '270', '12', 'journal'),
    ]
    lines = ['#+TITLE: Publications — Tamsin Achterberg', '#+OPTIONS: toc:nil num:nil', '',
             '* Refereed publications', '']
    pubs = []
    for i, (au, etal, y, t, j, vol, pg, k) in enumerate(E, 1):
        ns = [f'*{a(g, s)}*' if (g, s) == own else a(g, s) for g, s in au]
        if etal:
            by = ', '.join(ns) + ', et al.'
        else:
            by = jn(ns, ', ', ', & ', ', & ')
        tt = t.replace('H\\alpha', 'Hα')
        if k == 'preprint':
            ref = f'{y}, {j}, {pg}'
            lines.append(f'{i}. {by} {ref}, /{tt}/')
        else:
            ref = f'{y}, {j}, {vol}, {pg}'
            lines.append(f'{i}. {by} {ref}, /{tt}/')
        pubs.append(pub(tt, [f'{ini(g)} {s}' for g, s in au], 'arXiv' if k == 'preprint' else j, y, k, ref, complete=not etal))
    lines += ['', '* Conference proceedings and other', '']
    t = 'Low-surface-brightness science with the Rubin Observatory'
    lines.append(f'10. *Achterberg, T.*, & Sørensen, M. 2022, in ASP Conf. Ser. 532, Deep Sky Surveys, ed. K. Nakamura & R. Bhattacharya (San Francisco, CA: ASP), 45, /{t}/')
    pubs.append(pub(t, ['T. Achterberg', 'M. Sørensen'], 'ASP Conf. Ser.', 2022, 'conference', '2022, in ASP Conf. Ser. 532, Deep Sky Surveys, ed. K. Nakamura & R. Bhattacharya (San Francisco, CA: ASP), 45'))
    t = 'Diffuse light in galaxy groups'
    lines.append(f'11. *Achterberg, T.* 2017, PhD thesis, Leiden University, /{t}/')
    pubs.append(pub(t, ['T. Achterberg'], None, 2017, 'thesis', '2017, PhD thesis, Leiden University'))
    lines += ['', '* Telescope proposals (not refereed)                                :noexport:', '',
              '- HST Cycle 31 GO 17301 (PI), 24 orbits', '']
    write('astronomy-aas.org', '\n'.join(lines) + '\n', 'Tamsin Achterberg', pubs,
      "Synthetic. Org-mode file with AAS/ADS-export style references 'Surname, I., Surname, I., & Surname, I. 2019, ApJ, 868, 96' followed by the title in org italics '/Title/' at the END (title last). Owner in org bold '*Achterberg, T.*'. ADS truncation ', et al.' after three names → authors_complete false. Venues as printed acronyms (ApJ, MNRAS, A&A, ApJL, AJ, ApJS). arXiv-only: venue arXiv, preprint. Proceedings: 'ed. K. Nakamura & R. Bhattacharya' are editors; venue 'ASP Conf. Ser.', conference. Thesis: venue null. The telescope-proposals section is tagged :noexport: and is not publications.")
astro()

# ---------------------------------------------------------------- 12 mathematics AMS style, LaTeX enumerate
def amsmath():
    own = ('Jiří', 'Novotný')
    E = [
     ([own], 'Rigidity of harmonic maps into buildings', 'J. Differential Geom.', '112', '3', 2019, '401--455', 'journal'),
     ([own, ('Marie-Claire', 'Fontaine')], 'Stable commutator length in right-angled Artin groups', 'Geom. Topol.', '23', '', 2019, '1721--1760', 'journal'),
     ([('Takeshi', 'Ōkubo'), own], 'On the Novikov conjecture for groups acting on CAT(0) cube complexes', 'Adv. Math.', '370', '', 2020, 'Paper No. 107215, 38 pp.', 'journal'),
     ([own, ('Siddharth', 'Menon'), ('Lucía', 'Peña Romero')], 'Quasi-isometric rigidity of lattices in products of trees', 'Ann. of Math. (2)', '194', '2', 2021, '521--584', 'journal'),
     ([own], 'A note on bounded cohomology of mapping class groups', 'Proc. Amer. Math. Soc.', '150', '7', 2022, '3001--3012', 'journal'),
     ([('Marie-Claire', 'Fontaine'), own], 'Hyperbolic extensions of free groups and their boundaries', 'Groups Geom. Dyn.', '16', '4', 2022, '1333--1370', 'journal'),
     ([('Björn', 'Åkesson'), own, ('Marie-Claire', 'Fontaine')], 'Boundaries of right-angled Coxeter groups with planar nerves', 'Trans. Amer. Math. Soc.', '376', '5', 2023, '3377--3410', 'journal'),
     ([own], 'Uniform exponential growth for groups acting on median spaces', 'Math. Ann.', '389', '1', 2024, '211--240', 'journal'),
     ([('Siddharth', 'Menon'), own], 'Coarse embeddings of hyperbolic buildings', 'Comment. Math. Helv.', '99', '2', 2024, '301--329', 'journal'),
     ([own, ('Takeshi', 'Ōkubo')], 'Acylindrical actions on projection complexes', 'Invent. Math.', '', '', None, 'to appear', 'journal'),
     ([own], 'Random walks on Out(F_n) and the growth of translation length', None, '', '', None, 'preprint, arXiv:2311.09876', 'preprint'),
    ]
    lines = [r'\documentclass[11pt]{amsart}', r'\usepackage[utf8]{inputenc}', r'\begin{document}',
             r'\section*{Publications of Ji\v{r}\'{\i} Novotn\'y}', '', r'\begin{enumerate}']
    def tex(s):
        return (s.replace('ř', r'\v{r}').replace('í', r"\'{\i}").replace('ý', r"\'y").replace('Ō', r'\=O').replace('Å', r'\AA{}').replace('ö', r'\"o')
                 .replace('ñ', r'\~n').replace('ú', r"\'u").replace('Peña', r'Pe\~na'))
    pubs = []
    for au, t, j, vol, num, y, pg, k in E:
        names = [f'{ini(g)} {s}' for g, s in au]
        by = tex(jn(names, ', ', ' and ', ', and '))
        tt = t.replace('F_n', '$F_n$')
        if k == 'preprint':
            ref = pg
            venue = 'arXiv'
        elif y is None:
            ref = f'{j}, {pg}'
            venue = j
        else:
            n = f', no.~{num}' if num else ''
            ref = f'{j} \\textbf{{{vol}}} ({y}){n}, {pg}'
            venue = j
        lines.append(f'  \\item {by}, \\emph{{{tt}}}, {ref.rstrip(".")}.')
        gt = t.replace('F_n', 'Fₙ')
        pubs.append(pub(gt, names, venue, y, k, ref.replace('--', '–').replace('\\textbf{', '').replace('}', '').replace('~', ' ')))
    lines += [r'\end{enumerate}', '', r'\subsection*{Lecture notes}', r'\begin{itemize}',
              r'  \item J.~Novotn\'y, \emph{Geometric group theory: an invitation}, lecture notes, Charles University, 2020.',
              r'\end{itemize}', r'\end{document}', '']
    pubs.append(pub('Geometric group theory: an invitation', ['J. Novotný'], None, 2020, 'other', 'lecture notes, Charles University, 2020.'))
    write('mathematics-ams.tex', '\n'.join(lines), 'Jiří Novotný', pubs,
      "Synthetic. LaTeX amsart document, enumerate list in AMS style 'I. Surname and I. Surname, \\emph{Title}, J. Abbrev. \\textbf{vol} (year), no.~n, pages.' — title in italics, authors in alphabetical-looking order with ', and'. Accents as LaTeX macros (\\v{r}, \\'{\\i}, \\=O, \\~n) decoded in the gold: 'Jiří Novotný', 'Takeshi Ōkubo', 'Lucía Peña Romero'. 'to appear' entry: venue Invent. Math., year null. Preprint: venue arXiv, year null (never inferred from the arXiv id). Math in a title ($F_n$) rendered 'Fₙ'; the scorer's loose match also accepts 'F_n'. Lecture notes are a printed work with a title: kind other.")
amsmath()
