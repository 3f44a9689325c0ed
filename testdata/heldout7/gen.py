"""Write the seventh set of held-out publication lists and their gold.

Every person, title, venue string, DOI, PMID, MR number, patent number,
URL, e-mail and phone number here is invented (some venue names are
real-shaped abbreviations; the papers are not). Each file is written from
one table of entries, so its gold agrees with its text by construction.
Titles come from per-field phrase tables drawn with a fixed seed, and
every title in a file is checked to differ from the others. Run
`python3 gen.py` (from anywhere; it writes beside itself) to regenerate;
the same run rewrites every file byte for byte. The helpers, name pool,
phrase tables and the small PDF writer follow ../heldout6/gen.py (copied,
so this set regenerates alone); the generators are new.
"""
import json, os, random
from difflib import SequenceMatcher
from html import escape

OUT = os.path.dirname(os.path.abspath(__file__))


def pub(title, authors, venue, year, kind, venue_full, complete=True, eq=()):
    return {"title": title, "authors": list(authors), "authors_complete": complete,
            "equal_contribution": list(eq), "venue": venue, "venue_full": venue_full,
            "year": year, "kind": kind}


def write(name, data, owner, pubs, notes, **extra):
    mode = 'wb' if isinstance(data, bytes) else 'w'
    kw = {} if mode == 'wb' else {'encoding': 'utf-8', 'newline': '\n'}
    with open(os.path.join(OUT, name), mode, **kw) as f:
        f.write(data)
    keys = [' '.join(p['title'].lower().split()) for p in pubs]
    for i in range(len(keys)):
        for j in range(i):
            assert SequenceMatcher(None, keys[i], keys[j]).ratio() < 0.75, (name, pubs[i]['title'], pubs[j]['title'])
    gold = {"file": name, "owner": owner, "advisors": extra.get('advisors', []), "mentors": [],
            "education": extra.get('education', []), "employment": extra.get('employment', []),
            "publications": pubs, "notes": notes}
    with open(os.path.join(OUT, name + '.gold.json'), 'w', encoding='utf-8', newline='\n') as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print('%-40s %3d pubs %4d slots' % (name, len(pubs), sum(len(p['authors']) for p in pubs)))


def ini(given, dots=True, space=True):
    """Initials of a given name: 'Wen-Jie Ana' -> 'W.-J. A.' (dots) or 'WJA'."""
    parts = []
    for w in given.split(' '):
        hy = w.split('-')
        parts.append('-'.join(h[0] + '.' for h in hy) if dots else ''.join(h[0].upper() for h in hy))
    return (' ' if space else '').join(parts) if dots else ''.join(parts)


def full(p):
    return p[0] + ' ' + p[1]


def jn(xs, sep=', ', two=' and ', many=', and '):
    if len(xs) == 1:
        return xs[0]
    if len(xs) == 2:
        return xs[0] + two + xs[1]
    return sep.join(xs[:-1]) + many + xs[-1]


# ------------------------------------------------ people: (given, surname), from many cultures
POOL = [
    ('Ananya', 'Krishnan'), ('Rohit', 'Deshpande'), ('Meera', 'Iyer'), ('Wen-Jie', 'Lin'), ('Xiaoyu', 'Zhang'), ('Haruto', 'Sakamoto'),
    ('Yui', 'Morikawa'), ('Ji-woo', 'Han'), ('Seo-yeon', 'Park'), ('Valentina', 'Ríos'), ('Mateo', 'Cárdenas'), ('Camila', 'Quispe'),
    ('Sigrid', 'Halvorsen'), ('Oskar', 'Lindqvist'), ('Freja', 'Nyström'), ('Katarzyna', 'Wróbel'), ('Milan', 'Novák'),
    ('Achieng', 'Odhiambo'), ('Baraka', 'Mushi'), ('Shirin', 'Rahimi'), ('Dariush', 'Farahani'), ('Elif', 'Yıldırım'),
    ('Aroha', 'Ngata'), ('Sione', 'Taufa'), ('Eleni', 'Papadaki'), ('Chidinma', 'Okonkwo'), ('Emeka', 'Nwosu'),
    ('Funmilayo', 'Adeyemi'), ('Tunde', 'Bakare'), ('Selamawit', 'Tesfaye'), ('Mariel', 'Dizon'), ('Kofi', 'Asante'),
    ('Layla', 'Al-Hashimi'), ('Omar', 'Haddad'), ('Noor', 'Abdelrahman'), ('Karim', 'Mansour'), ('Huda', 'El-Sayed'),
    ('Inês', 'Carvalho'), ('Rui', 'Sampaio'), ('Tiago', 'Moura'), ('Beatriz', 'Pinto'), ('Lucía', 'Benavente'),
    ('Anders', 'Kjeldsen'), ('Ingrid', 'Solheim'), ('Dmitri', 'Volkov'), ('Olena', 'Kravchenko'), ('Nikhil', 'Bhattacharya'),
    ('Priyanka', 'Menon'), ('Thabo', 'Nkosi'), ('Zanele', 'Mahlangu'), ('Amara', 'Diallo'), ('Moussa', 'Traoré'),
    ('Hine', 'Walker'), ('Liam', "O'Sullivan"), ('Siobhán', 'Byrne'), ('Mathilde', 'Lefebvre'), ('Théo', 'Girard'),
    ('Giulia', 'Ferrante'), ('Lorenzo', 'Bassi'), ('Hannah', 'Schreiber'), ('Jonas', 'Kessler'), ('Aylin', 'Demir'),
    ('Rafael', 'Quintero'), ('Paola', 'Villalobos'), ('Kiri', 'Tamihana'), ('Nalani', 'Kealoha'), ('Min-jun', 'Choi'),
    ('Hyun-woo', 'Kang'), ('Daiki', 'Fujimoto'), ('Sakura', 'Nishida'), ('Ming', 'Zhou'), ('Yifan', 'Gao'),
    ('Shu-Fen', 'Chen'), ('Arjun', 'Raman'), ('Kavya', 'Srinivasan'), ('Tomasz', 'Wierzbicki'), ('Agnieszka', 'Zielińska'),
    ('Petr', 'Dvořák'), ('Lenka', 'Horáková'), ('Bram', 'Verhoeven'), ('Lotte', 'Smits'), ('Erik', 'Bergström'),
    ('Malin', 'Åkesson'), ('Joaquín', 'Salazar'), ('Renata', 'Oliveira'), ('Fatima Zahra', 'Bennani'), ('Youssef', 'Amrani'),
    ('Samuel', 'Mensah-Bonsu'), ('Grace', 'Achterberg'), ('Mihai', 'Popescu'), ('Ioana', 'Dumitrescu'), ('Vusi', 'Dlamini'),
    ('Leilani', 'Akana'), ('Ayesha', 'Siddiqui'), ('Imran', 'Qureshi'), ('Nadia', 'Haidari'), ('Tenzin', 'Dolkar'),
]


def winansi_ok(p):
    return all(ord(c) < 0x100 for c in p[0] + p[1])


def people(rng, n, avoid=(), pdf=False):
    sur = {a[1] for a in avoid}
    cand = [p for p in POOL if p not in avoid and p[1] not in sur and (winansi_ok(p) or not pdf)]
    return rng.sample(cand, n)


# ------------------------------------------------ titles: per-field phrase tables drawn with a fixed seed
FIELDS = {
    'nursing': (['pressure ulcers', 'family caregivers', 'palliative home care', 'nurse staffing', 'delirium in older patients', 'patient participation',
                 'medication safety', 'ambulance triage', 'post-operative pain', 'fall prevention', 'end-of-life communication', 'nursing home transfers'],
                ['a register study', 'qualitative content analysis', 'a cluster-randomised trial', 'a cross-sectional survey', 'phenomenological interviews',
                 'a stepped-wedge design', 'structured observations', 'a scoping review'],
                ['rural Sweden', 'intensive care', 'municipal home care', 'emergency departments', 'surgical wards', 'nursing homes']),
    'speech': (['speech recognition', 'tone languages', 'code-switched speech', 'speaker diarization', 'prosody', 'low-resource ASR',
                'spoken language identification', 'child speech', 'disfluency detection', 'vowel formants', 'pronunciation scoring', 'keyword spotting'],
               ['self-supervised pretraining', 'contrastive learning', 'data augmentation', 'phoneme-level alignment', 'adapter tuning',
                'multilingual distillation', 'curriculum learning', 'cross-lingual transfer'],
               ['Dravidian languages', 'noisy call-centre audio', 'classroom recordings', 'under-resourced dialects', 'smart speakers', 'clinical interviews']),
    'hydrology': (['groundwater recharge', 'peat subsidence', 'river discharge', 'polder drainage', 'saltwater intrusion', 'soil moisture',
                   'flood frequency', 'evapotranspiration', 'urban runoff', 'drought propagation', 'nitrate leaching', 'dune infiltration'],
                  ['ensemble forecasting', 'Bayesian calibration', 'isotope tracing', 'satellite gravimetry', 'distributed modelling', 'machine-learned emulators',
                   'long-term monitoring', 'tracer experiments'],
                  ['the Rhine delta', 'reclaimed polders', 'coastal lowlands', 'managed aquifers', 'peatland catchments', 'a changing climate']),
    'forestry': (['carbon stocks', 'peat swamp forests', 'mangrove regeneration', 'smallholder agroforestry', 'teak plantations', 'fire scars',
                  'canopy gaps', 'rattan harvesting', 'seed dispersal', 'tree allometry', 'forest degradation', 'community forestry'],
                 ['Sentinel-2 time series', 'LiDAR surveys', 'permanent sample plots', 'household surveys', 'participatory mapping', 'random forests',
                  'biomass equations', 'stable isotopes'],
                 ['Central Kalimantan', 'East Java', 'Riau peatlands', 'Sulawesi uplands', 'West Papua', 'the Lesser Sunda Islands']),
    'aquaculture': (['shrimp farming', 'Pangasius catfish', 'tilapia growth', 'mud crab culture', 'seaweed cultivation', 'pond water quality',
                     'white spot syndrome', 'feed conversion', 'brackish-water polyculture', 'larval survival', 'antibiotic residues', 'rice-shrimp systems'],
                    ['probiotic supplementation', 'biofloc technology', 'qPCR surveillance', 'farm surveys', 'life-cycle assessment', 'salinity trials',
                     'metagenomic profiling', 'feeding experiments'],
                    ['the Mekong Delta', 'Ca Mau province', 'coastal Ben Tre', 'recirculating systems', 'intensive ponds', 'smallholder farms']),
    'linguistics': (['Gulf Arabic', 'diglossia', 'emphatic consonants', 'verb morphology', 'code-switching', 'heritage speakers',
                     'clitic doubling', 'broken plurals', 'vowel harmony', 'word order', 'politeness formulae', 'reading acquisition'],
                    ['corpus analysis', 'acoustic measurements', 'eye-tracking', 'sociolinguistic interviews', 'experimental syntax', 'computational modelling',
                     'fieldwork elicitation', 'acceptability judgements'],
                    ['Levantine dialects', 'Emirati children', 'bilingual classrooms', 'social media', 'Najdi speakers', 'Moroccan Darija']),
    'immunology': (['regulatory T cells', 'germinal centres', 'malaria vaccines', 'tissue-resident memory', 'neutrophil extracellular traps', 'B-cell tolerance',
                    'sickle cell disease', 'type I interferon', 'helminth co-infection', 'mucosal IgA', 'innate lymphoid cells', 'antibody affinity'],
                   ['single-cell RNA sequencing', 'mass cytometry', 'controlled human infection', 'a prospective cohort', 'murine models', 'spatial transcriptomics',
                    'CRISPR screens', 'systems serology'],
                   ['Nigerian children', 'sub-Saharan Africa', 'pregnant women', 'lupus nephritis', 'tuberculosis', 'chronic hepatitis B']),
    'vision': (['monocular depth', 'novel view synthesis', 'video object segmentation', 'open-vocabulary detection', '3D human pose', 'scene graphs',
                'point cloud registration', 'image matting', 'optical flow', 'visual place recognition', 'text-to-image editing', 'event cameras'],
               ['diffusion priors', 'sparse transformers', 'neural radiance fields', 'masked autoencoders', 'test-time adaptation', 'Gaussian splatting',
                'contrastive pretraining', 'equivariant networks'],
               ['the wild', 'low light', 'autonomous driving', 'egocentric video', 'few-shot settings', 'dynamic scenes']),
    'hci': (['older adults', 'screen reader users', 'online harassment', 'gig workers', 'smart home privacy', 'data visualization literacy',
             'mixed reality collaboration', 'conversational agents', 'sign language users', 'remote meetings', 'creative coding', 'menstrual tracking apps'],
            ['a diary study', 'co-design workshops', 'a field deployment', 'interview studies', 'a large-scale survey', 'participatory design',
             'wizard-of-oz prototyping', 'longitudinal logging'],
            ['rural communities', 'Global South contexts', 'care homes', 'university classrooms', 'families', 'community health workers']),
    'education': (['teacher retention', 'mathematics anxiety', 'early literacy', 'culturally responsive pedagogy', 'school discipline', 'peer tutoring',
                   'English learners', 'formative assessment', 'college access', 'principal leadership', 'homework support', 'summer learning loss'],
                  ['a randomized field trial', 'multilevel models', 'classroom observations', 'a regression discontinuity design', 'focus groups',
                   'growth curve analysis', 'mixed methods', 'propensity score matching'],
                  ['urban middle schools', 'rural districts', 'community colleges', 'Nigerian secondary schools', 'bilingual programs', 'teacher preparation']),
    'ocean': (['marine heatwaves', 'kelp forests', 'coral bleaching', 'ocean acidification', 'seagrass meadows', 'zooplankton migration',
               'upwelling fronts', 'deep-sea sediments', 'fishing pressure', 'oxygen minimum zones', 'larval connectivity', 'blue carbon'],
              ['Argo floats', 'eDNA metabarcoding', 'glider transects', 'biophysical modelling', 'satellite altimetry', 'long-term moorings',
               'mesocosm experiments', 'acoustic telemetry'],
              ['the Tasman Sea', 'Pacific atolls', 'the Benguela system', 'fjords', 'the Southern Ocean', 'temperate reefs']),
    'urban': (['informal settlements', 'transit-oriented development', 'housing affordability', 'street vending', 'urban heat', 'land readjustment',
               'bus rapid transit', 'participatory budgeting', 'gentrification', 'water tariffs', 'flood resilience', 'public space'],
              ['spatial econometrics', 'ethnography', 'GIS analysis', 'policy mobilities', 'a household survey', 'comparative case studies',
               'agent-based simulation', 'archival research'],
              ['Tehran', 'Nairobi', 'Jakarta', 'Bogotá', 'secondary cities', 'the Global South']),
    'math': (['Hopf algebras', 'quiver representations', 'Sobolev inequalities', 'random matrices', 'elliptic curves', 'Lie superalgebras',
              'hyperbolic groups', 'Dirichlet forms', 'tropical varieties', 'cluster algebras', 'Toeplitz operators', 'free probability'],
             ['spectral estimates', 'categorification', 'a variational approach', 'combinatorial models', 'asymptotic expansions', 'rigidity results',
              'homological methods', 'explicit formulas'],
             ['positive characteristic', 'the boundary', 'low dimensions', 'non-compact manifolds', 'the critical case', 'infinite rank']),
    'robotics': (['legged locomotion', 'dexterous grasping', 'multi-robot exploration', 'soft actuators', 'visual servoing', 'SLAM',
                  'motion planning', 'human-robot handover', 'aerial manipulation', 'terrain classification', 'tactile sensing', 'underwater docking'],
                 ['model predictive control', 'reinforcement learning', 'imitation learning', 'factor graphs', 'sim-to-real transfer', 'trajectory optimization',
                  'diffusion policies', 'contact-implicit planning'],
                 ['cluttered warehouses', 'forest canopies', 'construction sites', 'planetary analogues', 'agricultural fields', 'homes']),
    'geology': (['fault slip', 'volcanic ash', 'glacial erosion', 'landslide runout', 'carbonate diagenesis', 'zircon ages',
                 'basin subsidence', 'earthquake swarms', 'river incision', 'ophiolite emplacement', 'permafrost thaw', 'magma storage'],
                ['InSAR time series', 'cosmogenic nuclides', 'U-Pb geochronology', 'numerical modelling', 'field mapping', 'seismic tomography',
                 'thermochronology', 'geochemical fingerprinting'],
                ['the East African Rift', 'the Andes', 'Iceland', 'the Alpine foreland', 'the Zagros', 'Patagonia']),
    'chemistry': (['C–H activation', 'photoredox catalysis', 'macrocyclic peptides', 'chiral phosphoric acids', 'aryl fluorides', 'cyclopropanes',
                   'nickel catalysis', 'boronic esters', 'alkaloid synthesis', 'electrochemical oxidation', 'flow chemistry', 'organocatalysts'],
                  ['mechanistic studies', 'DFT calculations', 'kinetic resolution', 'high-throughput screening', 'late-stage functionalization',
                   'asymmetric induction', 'ligand design', 'isotope labelling'],
                  ['water', 'mild conditions', 'gram scale', 'visible light', 'continuous flow', 'natural product synthesis']),
    'geoscience': (['sea-level rise', 'monsoon rainfall', 'sediment budgets', 'coastal erosion', 'delta subsidence', 'storm surges',
                    'beach morphology', 'tidal flats', 'estuarine turbidity', 'coral reef islands', 'barrier islands', 'dune migration'],
                   ['drone photogrammetry', 'process-based models', 'radiocarbon dating', 'wave buoys', 'shoreline mapping', 'sediment cores',
                    'numerical experiments', 'remote sensing'],
                   ['the Bay of Bengal', 'the Mekong', 'the Wadden Sea', 'Pacific islands', 'the Niger Delta', 'the Gulf of Guinea']),
    'biophysics': (['membrane curvature', 'ion channel gating', 'protein condensates', 'actin networks', 'motor proteins', 'DNA supercoiling',
                    'lipid rafts', 'chromatin loops', 'mechanosensing', 'amyloid fibrils', 'bacterial flagella', 'microtubule dynamics'],
                   ['optical tweezers', 'single-molecule FRET', 'cryo-electron tomography', 'coarse-grained simulation', 'high-speed AFM',
                    'super-resolution imaging', 'microfluidics', 'magnetic tweezers'],
                   ['living cells', 'reconstituted systems', 'crowded environments', 'synthetic vesicles', 'bacteria', 'neurons']),
    'sociology': (['migrant remittances', 'youth unemployment', 'ethnic boundaries', 'religious conversion', 'household debt', 'marriage markets',
                   'civic participation', 'school segregation', 'return migration', 'care work', 'land conflicts', 'trust in institutions'],
                  ['panel data', 'life-history interviews', 'network analysis', 'survey experiments', 'ethnographic fieldwork', 'sequence analysis',
                   'event history models', 'text analysis'],
                  ['Senegal', 'West African cities', 'the diaspora in France', 'Sahelian villages', 'secondary towns', 'mobile phone users']),
}

TEMPLATES = [
    '{M} for {O} in {C}', '{O} in {C}: evidence from {M}', 'Towards better {O}: {M} revisited', 'What {C} can tell us about {O}',
    'Rethinking {O} with {M}', '{O} and {O2} across {C}', 'Revisiting {O}: {M} in {C}', 'What {M} reveals about {O}',
    'A {M} perspective on {O}', 'Scaling {M} to {O}', '{O} under pressure: {M} in {C}', 'Beyond {O}: {M} and {O2}',
    'Mapping {O} in {C}', 'The limits of {M} for {O}', '{O}, {O2} and {M}', 'Disentangling {O} and {O2} in {C}',
]


def cap(s):
    return s[0].upper() + s[1:]


def titles(field, n, rng):
    O, M, C = FIELDS[field]
    out, keys = [], []
    while len(out) < n:
        t = rng.choice(TEMPLATES)
        o, o2 = rng.sample(O, 2)
        s = cap(t.format(O=o, O2=o2, M=rng.choice(M), C=rng.choice(C)))
        k = s.lower()
        if all(SequenceMatcher(None, k, x).ratio() < 0.62 for x in keys):
            out.append(s)
            keys.append(k)
    return out


def apa_name(p):
    return '%s, %s' % (p[1], ini(p[0]))


def apa_gold(p):
    return '%s %s' % (ini(p[0]), p[1])


def apa_byline(names, amp='&'):
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return '%s, %s %s' % (names[0], amp, names[1])
    return ', '.join(names[:-1]) + ', %s ' % amp + names[-1]


def coauthored(rng, own, n, first_share=0.4, avoid=(), pdf=False):
    co = people(rng, n - 1, [own] + list(avoid), pdf=pdf)
    pos = 0 if n == 1 or rng.random() < first_share else rng.randint(1, n - 1)
    return co[:pos] + [own] + co[pos:]


# ------------------------------------------------ PDFs: a small writer (base-14 fonts, WinAnsi, font runs, rises, rules)
LEFT, RIGHT, TOP, BOTTOM = 60.0, 535.0, 770.0, 70.0
WINANSI = {'–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '…': 0x85, '†': 0x86, '‡': 0x87}
NB = '\u00a0'  # keeps the words of a name on one line when wrapping; written as a space


def pdf_string(s):
    out = []
    for ch in s:
        if ch == NB:
            out.append(' ')
        elif ch in '()\\':
            out.append('\\' + ch)
        elif ord(ch) < 0x80:
            out.append(ch)
        elif 0xA0 <= ord(ch) <= 0xFF:
            out.append('\\%03o' % ord(ch))
        elif ch in WINANSI:
            out.append('\\%03o' % WINANSI[ch])
        else:
            raise ValueError('not in WinAnsi: %r' % ch)
    return ''.join(out)


class Doc:
    """Pages of text operations. Fonts F1 regular, F2 bold, F3 italic; 'S1'/'S2' are F1/F2 set small and raised (superscripts)."""

    def __init__(self, times=False):
        self.pages = [[]]
        self.avg = 0.46 if times else 0.52
        self.fonts = ('Times-Roman', 'Times-Bold', 'Times-Italic') if times else ('Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique')

    def text(self, x, y, s, font='F1', size=10.0):
        self.pages[-1].append('BT /%s %.1f Tf %.2f %.2f Td (%s) Tj ET' % (font, size, x, y, pdf_string(s)))

    def runs(self, x, y, rs):
        ops = ['BT %.2f %.2f Td' % (x, y)]
        rise = 0.0
        for s, font, size in rs:
            r = 0.0
            if font in ('S1', 'S2'):
                font, size, r = 'F1' if font == 'S1' else 'F2', size * 0.65, size * 0.38
            if r != rise:
                ops.append('%.2f Ts' % r)
                rise = r
            ops.append('/%s %.1f Tf (%s) Tj' % (font, size, pdf_string(s)))
        if rise:
            ops.append('0 Ts')
        self.pages[-1].append(' '.join(ops) + ' ET')

    def line(self, x0, y0, x1, y1, w=0.5):
        self.pages[-1].append('%.2f w %.2f %.2f m %.2f %.2f l S' % (w, x0, y0, x1, y1))

    def newpage(self):
        self.pages.append([])

    def width(self, s, size):
        return len(s) * self.avg * size

    def wrap(self, segs, width, size):
        """segs [(text, font)] → lines, each a list of runs (text, font, size), by an average glyph width."""
        words, cur = [], []
        for s, f in segs:
            for ch in s:
                if ch == ' ':
                    if cur:
                        words.append(cur)
                    cur = []
                elif cur and cur[-1][1] == f:
                    cur[-1] = (cur[-1][0] + ch, f)
                else:
                    cur.append((ch, f))
        if cur:
            words.append(cur)
        lines, ln, n = [], [], 0
        for w in words:
            L = sum(len(p) * (0.65 if f in ('S1', 'S2') else 1) for p, f in w)
            add = L + (1 if ln else 0)
            if ln and (n + add) * self.avg * size > width:
                lines.append(ln)
                ln, n = [w], L
            else:
                ln.append(w)
                n += add
        lines.append(ln)
        out = []
        for ln in lines:
            rs = []
            for i, w in enumerate(ln):
                pieces = list(w)
                if i < len(ln) - 1:
                    pieces[-1] = (pieces[-1][0] + ' ', pieces[-1][1])
                for t, f in pieces:
                    if rs and rs[-1][1] == f:
                        rs[-1] = (rs[-1][0] + t, f, size)
                    else:
                        rs.append((t, f, size))
            out.append(rs)
        return out

    def bytes(self):
        reg, bold, ital = self.fonts
        objs = ['<< /Type /Catalog /Pages 2 0 R >>',
                '<< /Type /Pages /Kids [%s] /Count %d >>' % (' '.join('%d 0 R' % (6 + 2 * i) for i in range(len(self.pages))), len(self.pages))]
        for f in (reg, bold, ital):
            objs.append('<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>' % f)
        for i, p in enumerate(self.pages):
            stream = '\n'.join(p) + '\n'
            objs.append('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents %d 0 R >>' % (7 + 2 * i))
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


class Flow:
    """Writes lines down the pages of a Doc, calling chrome(doc, page) on each new page."""

    def __init__(self, doc, chrome, top=TOP, bottom=BOTTOM):
        self.d, self.chrome, self.top, self.bottom = doc, chrome, top, bottom
        self.page = 1
        self.y = top
        chrome(doc, 1)

    def need(self, h):
        if self.y - h < self.bottom:
            self.d.newpage()
            self.page += 1
            self.chrome(self.d, self.page)
            self.y = self.top

    def para(self, x, segs, width, size=10.0, lead=None, indent=0.0, label=None, keep=False):
        lead = lead or size * 1.25
        lines = self.d.wrap(segs, width - indent, size)
        if keep:
            self.need(lead * len(lines))
        for k, rs in enumerate(lines):
            self.need(lead)
            if k == 0 and label:
                self.d.text(label[0], self.y, label[1], size=size)
            self.d.runs(x + (indent if k else 0), self.y, rs)
            self.y -= lead

    def gap(self, h):
        self.y -= h


def byline_segs(names, own_forms, sep=', ', last=None, marks=None, tail=''):
    """Byline segments: names printed in order, bold where the name is one of own_forms, superscript marks after names."""
    segs = []
    for i, n in enumerate(names):
        if i:
            segs.append((last if (last and i == len(names) - 1) else sep, 'F1'))
        segs.append((n.replace(' ', NB), 'F2' if n in own_forms else 'F1'))
        if marks and marks.get(i):
            segs.append((marks[i], 'S1'))
    if tail:
        segs.append((tail, 'F1'))
    return segs



FIELDS.update({
    'anthropology': (['kinship obligations', 'pastoralist mobility', 'ritual economies', 'market women', 'border trade', 'healing practices',
                      'land titling', 'funeral costs', 'youth waithood', 'mining towns', 'church networks', 'water committees'],
                     ['long-term fieldwork', 'oral histories', 'multi-sited ethnography', 'archival fragments', 'life histories', 'visual methods',
                      'collaborative ethnography', 'household budgets'],
                     ['northern Kenya', 'the Andean highlands', 'coastal Ghana', 'highland Papua', 'the Sahel', 'Pacific islands']),
    'materials': (['perovskite films', 'solid electrolytes', 'high-entropy alloys', 'metal–organic frameworks', 'lithium dendrites', 'thermoelectric oxides',
                   'grain boundaries', '2D magnets', 'ferroelectric domains', 'hydrogen embrittlement', 'polymer membranes', 'cathode coatings'],
                  ['in situ TEM', 'machine-learned potentials', 'operando X-ray diffraction', 'phase-field modelling', 'atom probe tomography',
                   'high-throughput synthesis', 'neutron scattering', 'first-principles screening'],
                  ['extreme temperatures', 'sodium batteries', 'flexible devices', 'humid air', 'fast charging', 'additive manufacturing']),
    'history': (['guild privileges', 'Hanseatic merchants', 'confessional schools', 'urban chronicles', 'poor relief', 'court festivals',
                 'pilgrimage routes', 'printing privileges', 'plague ordinances', 'monastic archives', 'tax registers', 'letters of recommendation'],
                ['a microhistory', 'serial sources', 'prosopography', 'a comparative reading', 'material culture', 'network analysis',
                 'legal records', 'visual sources'],
                ['early modern Cologne', 'the Baltic towns', 'Saxony around 1600', 'the Upper Rhine', 'imperial cities', 'Westphalia']),
    'psychology': (['emotion regulation', 'adolescent rumination', 'parental burnout', 'working memory training', 'social anxiety', 'self-compassion',
                    'attachment security', 'gambling urges', 'sleep quality', 'bilingual executive control', 'loneliness in students', 'body image'],
                   ['ecological momentary assessment', 'a randomised trial', 'network psychometrics', 'a longitudinal cohort', 'eye-tracking',
                    'a meta-analysis', 'structural equation models', 'a validation study'],
                   ['Chilean adolescents', 'university students', 'Andalusian families', 'primary care', 'older adults', 'online samples']),
    'publichealth': (['HIV self-testing', 'maternal mortality', 'community health workers', 'tobacco taxation', 'childhood stunting', 'cervical screening',
                      'road traffic injuries', 'malaria bed nets', 'hypertension control', 'vaccine hesitancy', 'adolescent pregnancy', 'food insecurity'],
                     ['a cluster-randomised trial', 'a mixed-methods evaluation', 'a cost-effectiveness analysis', 'a cohort study', 'interrupted time series',
                      'a household survey', 'geospatial analysis', 'a discrete choice experiment'],
                     ['Lagos State', 'rural Ghana', 'informal settlements', 'primary health centres', 'West Africa', 'secondary schools']),
    'eleceng': (['power converters', 'grid-forming inverters', 'battery state estimation', 'wireless power transfer', 'GaN transistors', 'microgrid protection',
                 'harmonic distortion', 'motor drives', 'fault ride-through', 'DC distribution', 'partial discharge', 'EMI filters'],
                ['model predictive control', 'wide-bandgap devices', 'hardware-in-the-loop testing', 'impedance modelling', 'Kalman filtering',
                 'digital twins', 'sliding-mode control', 'frequency-domain analysis'],
                ['weak grids', 'electric vehicles', 'offshore wind', 'data centres', 'rural electrification', 'railway traction']),
    'music': (['Baroque ornamentation', 'piano pedagogy', 'historically informed performance', 'early recordings', 'tango phrasing', 'choral intonation',
               'the string quartet', 'improvisation', 'performance anxiety', 'Brazilian art song', 'microtiming', 'organ registration'],
              ['archival study', 'motion capture', 'practice-led research', 'analysis of recordings', 'interviews with performers', 'score study',
               'autoethnography', 'listening experiments'],
              ['the nineteenth century', 'conservatoire training', 'Buenos Aires', 'the concert hall', 'amateur choirs', 'Lisbon salons']),
    'law': (['algorithmic sentencing', 'platform liability', 'water rights', 'sovereign debt', 'plea bargaining', 'data trusts',
             'tribal jurisdiction', 'climate litigation', 'arbitration clauses', 'trade secrets', 'bail reform', 'corporate purpose'],
            ['constitutional text', 'empirical evidence', 'administrative law', 'legal history', 'comparative law', 'contract theory',
             'federalism', 'remedies'],
            ['the states', 'the federal courts', 'the European Union', 'the administrative state', 'the modern firm', 'local government']),
    'neuro': (['hippocampal replay', 'dopamine signalling', 'cortical oscillations', 'synaptic pruning', 'grid cells', 'interneuron diversity',
               'sleep spindles', 'motor learning', 'olfactory coding', 'pain circuits', 'myelin plasticity', 'working memory'],
              ['two-photon imaging', 'optogenetics', 'Neuropixels recordings', 'connectomics', 'computational models', 'fibre photometry',
               'chemogenetics', 'single-nucleus sequencing'],
              ['freely moving mice', 'zebrafish larvae', 'the aging brain', 'primate cortex', 'human iPSC neurons', 'songbirds']),
    'agronomy': (['cassava yields', 'cover crops', 'nitrogen use efficiency', 'maize–legume intercropping', 'soil organic carbon', 'drip irrigation',
                  'striga infestation', 'conservation tillage', 'rice blast', 'biochar amendments', 'sorghum drought tolerance', 'weed competition'],
                 ['multi-location trials', 'crop simulation', 'farmer-participatory trials', 'remote sensing', 'long-term experiments', 'meta-analysis',
                  'on-farm surveys', 'genomic selection'],
                 ['the Guinea savanna', 'Ethiopian highlands', 'smallholder systems', 'irrigated lowlands', 'semi-arid Kenya', 'acid soils']),
    'cs': (['graph neural networks', 'program synthesis', 'federated learning', 'query optimisation', 'type inference', 'distributed consensus',
            'code search', 'differential privacy', 'log anomaly detection', 'cache eviction', 'smart contracts', 'model compression'],
           ['large language models', 'symbolic execution', 'learned indexes', 'reinforcement learning', 'static analysis', 'randomised algorithms',
            'contrastive learning', 'incremental computation'],
           ['edge devices', 'serverless platforms', 'open-source repositories', 'heterogeneous clusters', 'streaming data', 'mobile apps']),
})


def own_first(rng, own, n, pdf=False):
    """n authors with the owner among them (first about a third of the time)."""
    return coauthored(rng, own, n, first_share=0.35, pdf=pdf)


def gi(p):
    return '%s %s' % (ini(p[0]), p[1])


def inv(p):
    return '%s, %s' % (p[1], ini(p[0]))


# ------------------------------------------------ 1 anthropology: a Zotero "Create Bibliography" HTML export (Chicago author-date)
def zotero_html():
    rng = random.Random(701)
    own = ('Achieng', 'Odhiambo')
    T = titles('anthropology', 15, rng)
    J = ['American Ethnologist', 'Africa: Journal of the International African Institute', 'Journal of the Royal Anthropological Institute',
         'Cultural Anthropology', 'Ethnos', 'Journal of Eastern African Studies']

    def chi_byline(au):
        first = '%s, %s' % (au[0][1], au[0][0])
        rest = ['%s %s' % (p[0], p[1]) for p in au[1:]]
        return jn([first] + rest, two=', and ')
    entries, pubs = [], []
    prev = None
    order = []
    for k in range(15):
        if k in (0, 1, 2, 6, 7, 11):
            au = [own]
        else:
            au = own_first(rng, own, rng.randint(2, 4))
        order.append(au)
    # Chicago sorts by first author then year; keep the owner's sole-authored run together so the 3-em dash appears
    order.sort(key=lambda a: (a[0][1], len(a)))
    for k, au in enumerate(order):
        t = T[k]
        y = 2012 + (k * 5) % 14
        same = prev == au
        by = '———' if same else chi_byline(au)
        prev = au
        if k % 5 == 3:
            book = 'Rethinking %s' % rng.choice(FIELDS['anthropology'][0]).title()
            eds = people(rng, 2, [own])
            html = '%s. %d. “%s.” In <i>%s</i>, edited by %s and %s, 112–38. Nairobi: Lakeside Academic Press.' % (by, y, t, book, full(eds[0]), full(eds[1]))
            vf = 'In %s, edited by %s and %s, 112–38. Nairobi: Lakeside Academic Press.' % (book, full(eds[0]), full(eds[1]))
            pubs.append(pub(t, [full(p) for p in au], book, y, 'chapter', vf))
        elif k == 9:
            html = '%s. %d. <i>%s</i>. Ithaca, NY: Lakeshore University Press.' % (by, y, t)
            pubs.append(pub(t, [full(p) for p in au], 'Lakeshore University Press', y, 'book', 'Ithaca, NY: Lakeshore University Press.'))
        else:
            j = J[k % len(J)]
            v, i = 30 + k, 1 + k % 4
            doi = 'https://doi.org/10.5555/anth.%d.%03d' % (y, 100 + k)
            html = '%s. %d. “%s.” <i>%s</i> %d (%d): %d–%d. <a href="%s">%s</a>.' % (by, y, t, j, v, i, 200 + k * 11, 222 + k * 11, doi, doi)
            pubs.append(pub(t, [full(p) for p in au], j, y, 'journal', '%s %d (%d): %d–%d.' % (j, v, i, 200 + k * 11, 222 + k * 11)))
        entries.append('  <div class="csl-entry">%s</div>' % html)
    page = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Achieng Odhiambo — Publications</title>\n</head>\n<body>\n'
            '<header><h1>Achieng Odhiambo</h1>\n<p>Lecturer in Social Anthropology, Lakeside University (invented). '
            '<a href="mailto:a.odhiambo@example.ac.ke">a.odhiambo@example.ac.ke</a></p></header>\n'
            '<p>My bibliography, exported from Zotero (“Create Bibliography from Items”, Chicago Manual of Style 17th edition, author-date).</p>\n'
            '<h2>Publications</h2>\n<div class="csl-bib-body" style="line-height: 2; padding-left: 1em; text-indent:-1em;">\n'
            + '\n'.join(entries) + '\n</div>\n<h2>Fieldwork</h2>\n<p>Marsabit and Isiolo counties, 2011–2013 and 2019.</p>\n</body>\n</html>\n')
    write('anthropology-zotero-csl-bib.html', page, 'Achieng Odhiambo', pubs,
          "Synthetic page holding a Zotero 'Create Bibliography' HTML export (div.csl-bib-body with one div.csl-entry per item, Chicago "
          "author-date 17th ed.): first author inverted 'Surname, Given', the others given-first, 'and'; the year after the byline; quoted "
          "titles; italic journal 'vol (issue): pages' and a DOI link. Consecutive items by the same authors start with the 3-em dash '———' "
          "in place of the byline (gold repeats the authors). Chapters 'In Book, edited by A and B, pages. Place: Publisher.' (editors are not "
          "authors; venue the book title); one monograph (kind book, venue the publisher). The owner is the page's h1.")


# ------------------------------------------------ 2 computer science: a DBLP person page selected and pasted as text
def dblp_paste():
    rng = random.Random(702)
    own = ('Wen-Jie', 'Lin')
    T = titles('cs', 20, rng)
    conf = [('ICSE', 'ICSE'), ('SIGMOD Conference', 'SIGMOD Conference'), ('NeurIPS', 'NeurIPS'), ('EuroSys', 'EuroSys'), ('PLDI', 'PLDI')]
    jour = [('IEEE Trans. Software Eng.', '%d(%d): %d-%d'), ('Proc. VLDB Endow.', '%d(%d): %d-%d'), ('ACM Trans. Program. Lang. Syst.', '%d(%d): %d:1-%d:30')]
    lines = ['dblp', 'Wen-Jie Lin', 'Person information', 'affiliation: Harbour Institute of Computing (invented), Taipei', 'orcid.org/0000-0002-1825-0097',
             'Refine list', 'refinements active!', 'zoomed in on 20 of 20 records', 'dismiss all constraints', 'view refined list in', 'export refined list as', '']
    pubs = []
    recs = []
    for k in range(20):
        y = 2025 - k // 3
        recs.append((y, k))
    cj = cc = ci = 0
    counts = {'j': 6, 'c': 11, 'i': 3}
    labels = {}
    cur = None
    for y, k in recs:
        if y != cur:
            lines += ['', str(y)]
            cur = y
        au = own_first(rng, own, rng.randint(1, 6))
        names = ['%s %s' % p for p in au]
        shown = list(names)
        if k == 4:  # a DBLP homonym number on a co-author
            i = 1 if au[0] == own else 0
            shown[i] = names[i] + ' 0003'
        t = T[k]
        if k % 7 == 3:
            kind = 'i'
            ab = 2400 + k
            v = 'CoRR abs/%d.%05d (%d)' % (y % 100 * 100 + 1 + k % 9, 1000 + k * 37, y)
            pubs.append(pub(t, names, 'CoRR', y, 'preprint', v))
        elif k % 3 == 0:
            kind = 'j'
            j, pat = jour[k % len(jour)]
            v = '%s %s (%d)' % (j, pat % (40 + k, 1 + k % 6, 100 + k * 13, 118 + k * 13), y)
            pubs.append(pub(t, names, j, y, 'journal', v))
        else:
            kind = 'c'
            c, vv = conf[k % len(conf)]
            v = '%s %d: %d-%d' % (c, y, 300 + k * 17, 312 + k * 17)
            pubs.append(pub(t, names, c, y, 'conference', v))
        counts[kind] -= 1
        lab = '[%s%d]' % (kind, counts[kind] + 1)
        lines += [lab, ', '.join(shown) + ':', '%s. %s' % (t, v)]
    lines += ['', 'Coauthor Index', 'manage site settings', 'last updated on 2026-11-20 21:04 CET by the dblp team', 'all metadata released as open data under CC0 1.0 license', '']
    write('cs-dblp-author-paste.txt', '\n'.join(lines), 'Wen-Jie Lin', pubs,
          "Synthetic DBLP person page selected in a browser and pasted as text: the header (dblp, name, 'Person information', affiliation, "
          "ORCID), the refine-list controls, then year headings each followed by records of three lines: the DBLP key label [jN]/[cN]/[iN] "
          "(numbered downward per type), the byline 'Given Surname, …:' ending in a colon, and 'Title. Venue vol(issue): pages (year)' for "
          "journals, 'Venue year: pages' for conferences, 'CoRR abs/… (year)' for informal preprints (kind preprint, venue CoRR). One "
          "co-author carries a DBLP homonym number ' 0003' (dropped in gold: it is not part of the name). Footer lines are not publications.")


# ------------------------------------------------ 3 materials: a Semantic Scholar author page pasted as text
def s2_paste():
    rng = random.Random(703)
    own = ('Xiaoyu', 'Zhang')
    T = titles('materials', 18, rng)
    J = ['Advanced Materials', 'ACS Energy Letters', 'Nature Energy', 'Journal of Materials Chemistry A', 'Physical Review Materials', 'Acta Materialia', 'ArXiv']
    lines = ['Semantic Scholar', 'Search 225,123,456 papers from all fields of science', 'Xiaoyu Zhang', 'Harbour University of Science (invented)',
             'Publications', '62', 'h-index', '21', 'Citations', '2,845', 'Highly Influential Citations', '188', '', 'Publications', 'Citing Authors',
             'Referenced Authors', 'Co-Authors', 'Filter by Year', 'Sort by Most Influential Papers', '']
    pubs = []
    for k in range(18):
        n = rng.randint(2, 9)
        au = own_first(rng, own, n)
        names = [full(p) for p in au]
        t = T[k]
        y = 2026 - k // 2
        j = J[k % len(J)]
        if n >= 6:
            # S2 shows the first two names, '+N authors', and the last name
            shown = names[:2] + ['+%d authors' % (n - 3)] + names[-1:]
            gold = names[:2] + names[-1:]
            if full(own) not in gold:
                gold = names[:2] + [full(own)] + names[-1:]
                shown = names[:2] + ['+%d authors' % (n - 3)] + names[-1:]
                gold = names[:2] + names[-1:]
            complete = False
        else:
            shown, gold, complete = names, names, True
        lines += [t, ', '.join(shown), j, str(y)]
        if k % 3 == 0:
            lines.append('TLDR')
            lines.append('This work shows that %s can be tuned by %s, which suggests a route towards %s. Expand' %
                         (rng.choice(FIELDS['materials'][0]), rng.choice(FIELDS['materials'][1]), rng.choice(FIELDS['materials'][2])))
        c = rng.randint(0, 300)
        lines += ['%d' % c if c else '', 'Save', 'Alert', 'Cite', '']
        kind = 'preprint' if j == 'ArXiv' else 'journal'
        pubs.append(pub(t, gold, j, y, kind, j, complete=complete))
    lines += ['Showing 1 through 18 of 62', 'Stay Connected With Semantic Scholar', 'About', 'API', 'Terms of Service', '']
    write('materials-semantic-scholar-paste.txt', '\n'.join(lines), 'Xiaoyu Zhang', pubs,
          "Synthetic Semantic Scholar author page pasted as text: header, metric labels and numbers on alternate lines, tabs and sort "
          "controls, then each paper as: title, byline 'Given Surname, …' (six or more authors shown as the first two, '+N authors' and the "
          "last: gold keeps the three names printed, authors_complete false; the owner may be hidden in the cut), venue, year, sometimes a "
          "'TLDR' line and a one-sentence summary ending in 'Expand' (not part of the title), a citation count line (blank for zero), and "
          "Save / Alert / Cite buttons. Venue 'ArXiv' items are preprints. Footer is not publications.")


# ------------------------------------------------ 4 marine ecology: an ORCID record's Works section pasted as text
def orcid_paste():
    rng = random.Random(704)
    own = ('Aroha', 'Ngata')
    T = titles('ocean', 17, rng)
    J = ['Marine Ecology Progress Series', 'Limnology and Oceanography', 'New Zealand Journal of Marine and Freshwater Research', 'Global Change Biology', 'ICES Journal of Marine Science']
    lines = ['ORCID', 'Connecting research and researchers', 'Aroha Ngata', 'https://orcid.org/0000-0001-5109-3700', 'Other names', 'Aroha M. Ngata',
             'Biography', 'Marine ecologist working on temperate reefs in Aotearoa.', 'Activities', 'Collapse all', 'Employment (2)', 'Sort',
             'Coastal Research Institute (invented): Nelson, NZ', '2020-02-01 to present | Senior Scientist (Marine Ecology)', 'Source: Aroha Ngata',
             'Education and qualifications (1)', 'University of the Southern Ocean (invented): Dunedin, NZ', '2013 to 2018 | PhD (Marine Science)',
             'Works (17)', 'Sort', '']
    pubs = []
    for k in range(17):
        t = T[k]
        y = 2026 - k // 2
        date = '%d-%02d-%02d' % (y, 1 + (k * 5) % 12, 1 + (k * 7) % 28)
        au = own_first(rng, own, rng.randint(2, 6))
        if k % 6 == 4:
            typ, kind, venue = 'Preprint', 'preprint', 'EarthArXiv'
        elif k % 6 == 5:
            typ, kind, venue = 'Book chapter', 'chapter', 'Temperate Reefs of the South Pacific'
        elif k == 7:
            typ, kind, venue = 'Conference paper', 'conference', 'Proceedings of the Australasian Coastal Ecology Symposium'
        else:
            typ, kind, venue = 'Journal article', 'journal', J[k % len(J)]
        lines += [t, venue, '%s | %s' % (date if k % 4 else str(y), typ)]
        lines.append('DOI: 10.5555/orcid.%d.%04d' % (y, 3000 + k * 7))
        if k % 5 == 2:  # no contributors listed: the record's owner only
            gold = [full(own)]
            lines += ['Show more detail', 'Source: Crossref']
        else:
            lines.append('Contributors: ' + '; '.join('%s, %s' % (p[1], p[0]) for p in au))
            gold = [full(p) for p in au]
            lines += ['Show more detail', 'Source: Crossref' if k % 3 else 'Source: Aroha Ngata via Scopus - Elsevier']
            if k % 4 == 1:
                lines.append('Preferred source (of 2)')
        lines.append('')
        pubs.append(pub(t, gold, venue, y, kind, venue))
    lines += ['Peer review (12 reviews for 5 publications/grants)', 'Review activity for Marine Ecology Progress Series (4)', 'Privacy Policy  Terms of Use', '']
    write('ecology-orcid-works-paste.txt', '\n'.join(lines), 'Aroha Ngata', pubs,
          "Synthetic ORCID record page pasted as text: header, biography, Employment and Education blocks (dates 'YYYY-MM-DD to present | "
          "role'), then 'Works (17)' with each work as: title, journal/venue line, 'date | Work type' (date full or year only; types Journal "
          "article, Preprint, Book chapter, Conference paper), 'DOI: …', an optional 'Contributors: Surname, Given; …' line (turned round in "
          "gold), 'Show more detail', 'Source: …' and sometimes 'Preferred source (of 2)'. Works with no contributors line are the record "
          "owner's (owner added as sole author). Peer-review lines are not publications.",
          education=[], employment=[])


# ------------------------------------------------ 5 chemistry: a French "Liste des publications" in Markdown, bylines with "et"
def french():
    rng = random.Random(705)
    own = ('Mathilde', 'Lefebvre')
    T = titles('chemistry', 19, rng)
    J = ['J. Org. Chem.', 'Chem. Eur. J.', 'Org. Lett.', 'Eur. J. Org. Chem.', 'ChemCatChem', 'C. R. Chimie']

    def by(au):
        ns = ['**%s**' % gi(p) if p == own else gi(p) for p in au]
        return jn(ns, two=' et ', many=' et ')
    out = ['---', 'title: "Mathilde Lefebvre — Publications"', 'lang: fr', '---', '', '# Mathilde Lefebvre', '',
           'Maîtresse de conférences, Institut de Chimie Moléculaire (inventé), Lyon — mathilde.lefebvre@example.fr — +33 4 00 00 00 00', '',
           '## Parcours', '', '- 2019– : Maîtresse de conférences, Lyon', '- 2016–2019 : Post-doctorat, groupe de Théo Girard, Grenoble',
           '- 2016 : Doctorat en chimie organique, sous la direction de Giulia Ferrante', '',
           '## Liste des publications', '', 'Le nom des étudiant·e·s encadré·e·s est suivi de ° ; * auteur·e correspondant·e.', '',
           '### Articles dans des revues internationales à comité de lecture (ACL)', '']
    pubs = []
    for k in range(12):
        au = own_first(rng, own, rng.randint(2, 5))
        t = T[k]
        y = 2025 - k // 2
        j = J[k % len(J)]
        ns = by(au)
        if k % 3 == 1:  # a student mark and the corresponding mark
            s = [p for p in au if p != own][0]
            ns = ns.replace(gi(s), gi(s) + '°', 1)
            ns = ns.replace('**%s**' % gi(own), '**%s**\\*' % gi(own))
        vol = 20 + k
        out.append('%d. [ACL%d] %s, « %s », *%s*, **%d**, %d–%d (%d).' % (k + 1, 12 - k, ns, t, j, vol, 100 + 9 * k, 108 + 9 * k, y))
        pubs.append(pub(t, [gi(p) for p in au], j, y, 'journal', '%s, %d, %d–%d (%d).' % (j, vol, 100 + 9 * k, 108 + 9 * k, y)))
    out += ['', '### Chapitres d\'ouvrages (OS)', '']
    for k in range(2):
        t = T[12 + k]
        au = own_first(rng, own, 2)
        eds = people(rng, 2, au)
        book = 'Chimie verte : méthodes et enjeux' if k == 0 else 'La catalyse au laboratoire'
        out.append('- %s, « %s », dans : %s et %s (dir.), *%s*, Paris, Éditions du Quai, %d, p. %d–%d.' %
                   (by(au), t, gi(eds[0]), gi(eds[1]), book, 2020 + k * 2, 33 + k * 40, 58 + k * 40))
        pubs.append(pub(t, [gi(p) for p in au], book, 2020 + k * 2, 'chapter', 'dans : %s et %s (dir.), %s, Paris, Éditions du Quai, %d, p. %d–%d.' %
                        (gi(eds[0]), gi(eds[1]), book, 2020 + k * 2, 33 + k * 40, 58 + k * 40)))
    out += ['', '### Communications par affiche (AFF)', '']
    for k in range(2):
        t = T[14 + k]
        au = own_first(rng, own, 3)
        out.append('- %s, « %s », Journées de Chimie Organique, Palaiseau, %d (affiche).' % (by(au), t, 2022 + k))
        pubs.append(pub(t, [gi(p) for p in au], 'Journées de Chimie Organique', 2022 + k, 'poster', 'Journées de Chimie Organique, Palaiseau, %d (affiche).' % (2022 + k)))
    out += ['', '### Communications orales (COM)', '', '- M. Lefebvre, « La catalyse photoredox en flux », conférence invitée, GECOM-CONCOORD, 2024.',
            '- M. Lefebvre, « Fluorations tardives », séminaire, Université de Rennes, 2023.', '',
            '### Thèse', '']
    t = T[16]
    out.append('- **M. Lefebvre**, « %s », thèse de doctorat, Université Grenoble Alpes, 2016.' % t)
    pubs.append(pub(t, ['M. Lefebvre'], 'Université Grenoble Alpes', 2016, 'thesis', 'thèse de doctorat, Université Grenoble Alpes, 2016.'))
    out += ['', '### Articles soumis', '']
    for k in range(2):
        t = T[17 + k]
        au = own_first(rng, own, 3)
        out.append('- %s, « %s », %s.' % (by(au), t, 'soumis à *Angew. Chem.*' if k == 0 else 'en préparation'))
        pubs.append(pub(t, [gi(p) for p in au], None, None, 'preprint', 'soumis à Angew. Chem.' if k == 0 else 'en préparation'))
    out += ['', '## Enseignement', '', '- Chimie organique L2 (48 h eq. TD par an)', '- Responsable du parcours M1 Chimie moléculaire', '']
    write('chemistry-french-liste.md', '\n'.join(out), 'Mathilde Lefebvre', pubs,
          "Synthetic French CV page in Markdown: Parcours, then 'Liste des publications' with a legend (° student, * corresponding) and "
          "HCERES-style subsections: ACL numbered '1. [ACL12] …' (two numbering schemes at once), chapters (OS) 'dans : A et B (dir.), "
          "*Book*' (directors are editors, not authors), posters (AFF, kind poster), oral talks (COM: not publications), the thesis, and "
          "soumis / en préparation (preprints, venue and year null). Bylines 'I. Surname, I. Surname et I. Surname' (only 'et', no comma before "
          "it), the owner bold, '°' after a student and '\\*' after the owner (corresponding: dropped, not equal contribution); French "
          "guillemets « » around titles; '*Journal*, **vol**, pages (year)'. Advisors from Parcours.", advisors=['Giulia Ferrante'])


# ------------------------------------------------ 6 history: a German "Veröffentlichungen" list in plain text, "u." bylines
def german():
    rng = random.Random(706)
    own = ('Jonas', 'Kessler')
    T = titles('history', 17, rng)
    lines = ['Prof. Dr. Jonas Kessler', 'Lehrstuhl für Geschichte der Frühen Neuzeit, Universität Weserstadt (erfunden)',
             'Tel. +49 (0)000 000-0000 · jonas.kessler@example.de', '', 'SCHRIFTENVERZEICHNIS', '', 'I. Monographien', '']
    pubs = []

    def nm(p):
        return '%s, %s' % (p[1], p[0])
    t = T[0]
    lines.append('1. %s (Schriften zur Stadtgeschichte 12), Köln u. a. 2019.' % t)
    pubs.append(pub(t, ['Jonas Kessler'], 'Schriften zur Stadtgeschichte', 2019, 'book', '(Schriften zur Stadtgeschichte 12), Köln u. a. 2019.'))
    t = T[1]
    lines.append('2. %s. Dissertation, Universität Weserstadt 2011 (Druckfassung: Münster 2012).' % t)
    pubs.append(pub(t, ['Jonas Kessler'], 'Universität Weserstadt', 2011, 'thesis', 'Dissertation, Universität Weserstadt 2011 (Druckfassung: Münster 2012).'))
    lines += ['', 'II. Herausgeberschaften', '']
    t = T[2]
    co = people(rng, 1, [own])[0]
    lines.append('3. (Hrsg. zus. mit %s) %s, Stuttgart 2021.' % (full(co), t))
    pubs.append(pub(t, ['Jonas Kessler', full(co)], None, 2021, 'book', 'Stuttgart 2021.'))
    lines += ['', 'III. Aufsätze in Zeitschriften und Sammelbänden', '']
    Z = ['Zeitschrift für Historische Forschung', 'Historische Zeitschrift', 'Archiv für Kulturgeschichte', 'Blätter für deutsche Landesgeschichte']
    n = 4
    for k in range(10):
        t = T[3 + k]
        y = 2023 - k
        if k % 3 == 1:
            au = [own] + people(rng, rng.randint(1, 2), [own])
            byl = nm(au[0]) + ' u. ' + ' u. '.join(nm(p) for p in au[1:]) + ': '
        else:
            au = [own]
            byl = ''
        if k % 4 == 2:
            eds = people(rng, 3, au)
            book = 'Stadt und %s' % rng.choice(FIELDS['history'][0])
            lines.append('%d. %s%s, in: %s u. a. (Hrsg.), %s, Göttingen %d, S. %d–%d.' % (n, byl, t, nm(eds[0]), book, y, 45 + k, 71 + k))
            pubs.append(pub(t, [full(p) for p in au], book, y, 'chapter', 'in: %s u. a. (Hrsg.), %s, Göttingen %d, S. %d–%d.' % (nm(eds[0]), book, y, 45 + k, 71 + k)))
        else:
            z = Z[k % len(Z)]
            lines.append('%d. %s%s, in: %s %d (%d), S. %d–%d.' % (n, byl, t, z, 40 + k, y, 201 + 3 * k, 230 + 3 * k))
            pubs.append(pub(t, [full(p) for p in au], z, y, 'journal', 'in: %s %d (%d), S. %d–%d.' % (z, 40 + k, y, 201 + 3 * k, 230 + 3 * k)))
        n += 1
    t = T[16]
    lines.append('%d. Kessler, J., Schreiber, H. u. a.: %s, in: Westfälische Forschungen 71 (2021), S. 9–33.' % (n, t))
    pubs.append(pub(t, ['J. Kessler', 'H. Schreiber'], 'Westfälische Forschungen', 2021, 'journal', 'in: Westfälische Forschungen 71 (2021), S. 9–33.', complete=False))
    n += 1
    lines += ['', 'IV. Im Druck', '']
    t = T[13]
    co = people(rng, 1, [own])[0]
    lines.append('%d. Kessler, Jonas u. %s: %s, in: Archiv für Reformationsgeschichte (im Druck).' % (n, nm(co), t))
    pubs.append(pub(t, ['Jonas Kessler', full(co)], 'Archiv für Reformationsgeschichte', None, 'journal', 'in: Archiv für Reformationsgeschichte (im Druck).'))
    n += 1
    lines += ['', 'V. Rezensionen (Auswahl)', '']
    for k in range(2):
        t = T[14 + k]
        a = people(rng, 1, [own])[0]
        lines.append('%d. Rez. zu: %s, %s, Berlin %d, in: Sehepunkte %d (%d), Nr. %d.' % (n, nm(a), t, 2020 + k, 20 + k, 2020 + k, 3 + k))
        pubs.append(pub(t, ['Jonas Kessler'], 'Sehepunkte', 2020 + k, 'other', 'Rez. zu: %s, %s, Berlin %d, in: Sehepunkte %d (%d), Nr. %d.' % (nm(a), t, 2020 + k, 20 + k, 2020 + k, 3 + k)))
        n += 1
    lines += ['', 'VI. Vorträge (Auswahl)', '', '- „Zünfte und Obrigkeit“, Historikertag, Leipzig, 2023.', '- „Armut in der Reichsstadt“, Kolloquium, Basel, 2022.', '',
              'VII. Drittmittel', '', '- DFG-Sachbeihilfe (2020–2023), 310.000 €', '']
    write('history-german-veroeffentlichungen.txt', '\n'.join(lines), 'Jonas Kessler', pubs,
          "Synthetic German historian's Schriftenverzeichnis in plain text: Roman-numbered groups (Monographien, Herausgeberschaften, "
          "Aufsätze, Im Druck, Rezensionen, Vorträge, Drittmittel) with one running number. Sole-authored items print NO byline (owner "
          "implied, added as sole author); co-authored ones print 'Surname, Given u. Surname, Given: Title' ('u.' for 'und'), once 'u. a.' "
          "(authors_complete false). 'in: Zeitschrift vol (year), S. pages'; chapters 'in: Surname, Given u. a. (Hrsg.), Book, Ort Jahr' "
          "(editors are not authors, venue the book). An edited volume '(Hrsg. zus. mit X)' is a book with both editors as its authors "
          "(judgement call: it is the owner's work). 'im Druck' keeps its venue, year null. Reviews 'Rez. zu: Author, Title' are kind other, "
          "owner as author, the reviewed book's title as title. Talks with „…“ titles and grants are not publications.")


# ------------------------------------------------ 7 geophysics: an Italian CV in Markdown ("e" bylines, in corso di stampa)
def italian():
    rng = random.Random(707)
    own = ('Lorenzo', 'Bassi')
    T = titles('geology', 17, rng)
    J = ['Geophys. J. Int.', 'J. Geophys. Res. Solid Earth', 'Tectonophysics', 'Boll. Geofis. Teor. Appl.', 'Geophys. Res. Lett.', 'Ann. Geophys.']

    def by(au):
        ns = ['%s %s' % (ini(p[0]), p[1]) for p in au]
        return jn(ns, two=' e ', many=' e ')
    out = ['# Curriculum Vitae et Studiorum', '', '**Lorenzo Bassi**  ', 'Ricercatore (RTD-B), Dipartimento di Scienze della Terra, Università di Valdarno (inventata)  ',
           'lorenzo.bassi@example.it · tel. +39 000 0000000', '', '## Formazione', '', '- 2015: Dottorato di ricerca in Scienze della Terra (tutor: prof.ssa Giulia Ferrante)',
           '- 2011: Laurea magistrale in Geofisica, 110/110 e lode', '', '## Pubblicazioni', '', '### Articoli su riviste internazionali con revisione paritaria', '']
    pubs = []
    for k in range(11):
        au = own_first(rng, own, rng.randint(1, 5))
        t = T[k]
        y = 2025 - k // 2
        j = J[k % len(J)]
        v = '%d, %d–%d' % (200 + k, 1100 + 13 * k, 1121 + 13 * k)
        if k == 0:
            out.append('%d. %s (%s). %s. *%s*, in corso di stampa.' % (k + 1, by(au), 2026, t, j))
            pubs.append(pub(t, [gi(p) for p in au], j, 2026, 'journal', '%s, in corso di stampa.' % j))
            continue
        out.append('%d. %s (%d). %s. *%s*, %s. doi:10.5555/geo.%d.%03d' % (k + 1, by(au), y, t, j, v, y, k))
        pubs.append(pub(t, [gi(p) for p in au], j, y, 'journal', '%s, %s.' % (j, v)))
    out += ['', '### Atti di convegno', '']
    for k in range(3):
        t = T[11 + k]
        au = own_first(rng, own, rng.randint(2, 4))
        y = 2019 + k * 2
        c = 'Atti del %d° Convegno Nazionale GNGTS' % (38 + k * 2) if k != 1 else 'Proceedings of the EAGE Annual Conference'
        out.append('%d. %s (%d). %s. In: *%s*, pp. %d–%d.' % (12 + k, by(au), y, t, c, 40 + k * 9, 44 + k * 9))
        pubs.append(pub(t, [gi(p) for p in au], c, y, 'conference', 'In: %s, pp. %d–%d.' % (c, 40 + k * 9, 44 + k * 9)))
    out += ['', '### Capitoli di libro', '']
    t = T[14]
    eds = people(rng, 2, [own])
    out.append('15. %s (2020). %s. In: %s e %s (a cura di), *Terremoti e società*, Edizioni del Golfo, Napoli, pp. 77–95.' % (by([own]), t, gi(eds[0]), gi(eds[1])))
    pubs.append(pub(t, ['L. Bassi'], 'Terremoti e società', 2020, 'chapter', 'In: %s e %s (a cura di), Terremoti e società, Edizioni del Golfo, Napoli, pp. 77–95.' % (gi(eds[0]), gi(eds[1]))))
    out += ['', '### Lavori sottomessi', '']
    for k in range(2):
        t = T[15 + k]
        au = own_first(rng, own, 3)
        out.append('- %s. %s. Sottomesso a *%s*.' % (by(au), t, J[k]))
        pubs.append(pub(t, [gi(p) for p in au], None, None, 'preprint', 'Sottomesso a %s.' % J[k]))
    out += ['', '## Relazioni su invito', '', '- «Sismicità indotta nei bacini padani», Congresso SGI, Bari, 2024.', '',
            '## Attività didattica', '', '- Titolare del corso di Sismologia (6 CFU), a.a. 2020/21 – oggi', '',
            '## Progetti finanziati', '', '- PRIN 2022 (unità locale), 120.000 €', '', '*Autorizzo il trattamento dei dati personali ai sensi del D.Lgs. 196/2003 e del GDPR 679/2016.*', '']
    write('geophysics-italian-cv.md', '\n'.join(out), 'Lorenzo Bassi', pubs,
          "Synthetic Italian 'Curriculum Vitae et Studiorum' in Markdown: Formazione (tutor = advisor), Pubblicazioni with subsections "
          "(Articoli su riviste, Atti di convegno 'In: *Atti…*', Capitoli di libro 'In: A e B (a cura di)' — curators are editors, Lavori "
          "sottomessi: preprints, venue/year null), then invited talks, teaching, grants and the GDPR consent line. Bylines 'I. Surname, I. "
          "Surname e I. Surname' ('e' for 'and'), the owner NOT marked; year in parentheses after the byline; one item 'in corso di "
          "stampa' (in press: venue kept, year as printed 2026). DOIs are not venue.", advisors=['Giulia Ferrante'])


# ------------------------------------------------ 8 psychology: a Spanish CV as HTML ("y", two surnames, En prensa)
def spanish():
    rng = random.Random(708)
    own = ('Paola', 'Villalobos')
    second = {'Paola': 'Rojas'}
    T = titles('psychology', 16, rng)
    J = ['Revista de Psicología Clínica con Niños y Adolescentes', 'Anales de Psicología', 'Psicothema', 'Terapia Psicológica', 'Journal of Adolescence',
         'Revista Latinoamericana de Psicología']
    SUR2 = ['Rojas', 'Muñoz', 'Soto', 'Fuentes', 'Pizarro', 'Araya', 'Contreras', 'Vergara']

    def surn(p, k):
        if p == own:
            return 'Villalobos Rojas'
        return p[1] + (' ' + SUR2[(len(p[0]) + k) % len(SUR2)] if p[1] in ('Villalobos', 'Salazar', 'Quintero', 'Cárdenas', 'Benavente', 'Ríos') else '')

    def apa(au, k):
        ns = ['%s, %s' % (surn(p, 0), ini(p[0])) for p in au]
        if len(ns) == 1:
            return ns[0]
        return ', '.join(ns[:-1]) + ' y ' + ns[-1]

    def gold(au):
        return ['%s %s' % (ini(p[0]), surn(p, 0)) for p in au]
    rows, pubs = [], []
    rows.append('<h2>Artículos en revistas indexadas (WoS/Scopus)</h2>\n<ol>')
    for k in range(11):
        au = own_first(rng, own, rng.randint(2, 5))
        t = T[k]
        y = 2025 - k // 2
        j = J[k % len(J)]
        b = apa(au, k).replace(apa([own], 0), '<strong>%s</strong>' % apa([own], 0))
        if k == 1:
            rows.append('<li>%s (en prensa). %s. <em>%s</em>.</li>' % (b, t, j))
            pubs.append(pub(t, gold(au), j, None, 'journal', '%s.' % j))
            continue
        rows.append('<li>%s (%d). %s. <em>%s</em>, <em>%d</em>(%d), %d–%d. <a href="https://doi.org/10.5555/psi.%d.%02d">https://doi.org/10.5555/psi.%d.%02d</a></li>' %
                    (b, y, t, j, 10 + k, 1 + k % 3, 30 + k * 7, 45 + k * 7, y, k, y, k))
        pubs.append(pub(t, gold(au), j, y, 'journal', '%s, %d(%d), %d–%d.' % (j, 10 + k, 1 + k % 3, 30 + k * 7, 45 + k * 7)))
    rows.append('</ol>\n<h2>Capítulos de libro</h2>\n<ol>')
    for k in range(3):
        au = own_first(rng, own, rng.randint(1, 3))
        t = T[11 + k]
        eds = people(rng, 2, au)
        book = ['Manual de psicología infantojuvenil', 'Intervenciones basadas en la evidencia', 'Salud mental en la universidad'][k]
        b = apa(au, k).replace(apa([own], 0), '<strong>%s</strong>' % apa([own], 0))
        rows.append('<li>%s (%d). %s. En %s y %s (Eds.), <em>%s</em> (pp. %d–%d). Editorial Cordillera.</li>' %
                    (b, 2018 + k * 2, t, gi(eds[0]), gi(eds[1]), book, 11 + k * 30, 34 + k * 30))
        pubs.append(pub(t, gold(au), book, 2018 + k * 2, 'chapter', 'En %s y %s (Eds.), %s (pp. %d–%d). Editorial Cordillera.' %
                        (gi(eds[0]), gi(eds[1]), book, 11 + k * 30, 34 + k * 30)))
    rows.append('</ol>\n<h2>Ponencias en congresos</h2>\n<ul>\n<li>Villalobos, P. (2024). <em>Rumiación y sueño en adolescentes</em>. Congreso Iberoamericano de Psicología, Santiago.</li>\n'
                '<li>Villalobos, P. y Salazar, J. (2022). <em>Autocompasión en estudiantes</em>. Simposio, Congreso Nacional de Psicología Clínica, Valencia.</li>\n</ul>')
    rows.append('<h2>Manuscritos en revisión</h2>\n<ul>')
    for k in range(2):
        au = own_first(rng, own, 3)
        t = T[14 + k]
        b = apa(au, k).replace(apa([own], 0), '<strong>%s</strong>' % apa([own], 0))
        rows.append('<li>%s. %s. <em>Manuscrito enviado para publicación</em>.</li>' % (b, t) if k == 0 else '<li>%s. %s. En revisión.</li>' % (b, t))
        pubs.append(pub(t, gold(au), None, None, 'preprint', 'Manuscrito enviado para publicación.' if k == 0 else 'En revisión.'))
    rows.append('</ul>\n<h2>Proyectos de investigación</h2>\n<p>Investigadora responsable, FONDECYT Regular N.º 1230000 (2023–2026).</p>')
    page = ('<!DOCTYPE html>\n<html lang="es">\n<head><meta charset="utf-8"><title>Paola Villalobos Rojas — CV</title></head>\n<body>\n'
            '<h1>Paola Villalobos Rojas</h1>\n<p>Profesora Asociada, Escuela de Psicología, Universidad del Pacífico Sur (inventada)<br>'
            'Correo: paola.villalobos@example.cl · Tel.: +56 2 0000 0000</p>\n<h2>Formación académica</h2>\n<ul><li>Doctora en Psicología, 2014. '
            'Directora de tesis: Dra. Lucía Benavente.</li></ul>\n' + '\n'.join(rows) + '\n</body>\n</html>\n')
    write('psychology-spanish-cv.html', page, 'Paola Villalobos Rojas', pubs,
          "Synthetic Chilean psychologist's CV as HTML: Formación (thesis director = advisor), Artículos en revistas indexadas (ol), "
          "Capítulos de libro 'En A y B (Eds.), *Book* (pp. …)' (editors not authors, venue the book), Ponencias (talks: not publications), "
          "Manuscritos en revisión (preprints, venue/year null), projects. APA 7 in Spanish: 'Surname, I., Surname, I. y Surname, I.' with "
          "'y' and no comma before it; some people carry two surnames 'Villalobos Rojas, P.' (gold 'P. Villalobos Rojas': both surnames "
          "kept); the owner is <strong>; one '(en prensa)' item (year null, venue kept). The page names the owner with both surnames.",
          advisors=['Lucía Benavente'])


# ------------------------------------------------ 9 law: a law professor's CV in plain text (Bluebook, Note/Comment prefixes, op-eds)
def law_cv():
    rng = random.Random(709)
    own = ('Siobhán', 'Byrne')
    T = titles('law', 18, rng)
    R = [('Colum. L. Rev.', 'Columbia-like'), ('Yale L.J.', ''), ('Stan. L. Rev.', ''), ('Va. L. Rev.', ''), ('Mich. L. Rev.', ''), ('Geo. L.J.', '')]
    lines = ['SIOBHÁN BYRNE', 'Professor of Law, Riverside University School of Law (invented)', '100 Example Avenue · Springfield · (555) 010-0199 · sbyrne@example.edu', '',
             'ACADEMIC APPOINTMENTS', 'Riverside University School of Law, Professor of Law, 2021–present; Associate Professor, 2016–2021', '',
             'EDUCATION', 'J.D., magna cum laude, Eastbridge Law School, 2012', '  Notes Editor, Eastbridge Law Review', 'B.A., History, Northfield College, 2009', '',
             'CLERKSHIPS', 'Hon. Tomasz Wierzbicki, U.S. Court of Appeals for the Ninth Circuit, 2013–2014', '', 'SCHOLARSHIP', '', 'Articles', '']
    pubs = []
    for k in range(8):
        t = T[k]
        y = 2025 - k
        r = R[k % len(R)][0]
        v, p = 90 + k, 1100 + 37 * k
        if k % 3 == 1:
            co = people(rng, 1, [own])[0]
            lines.append('%s, %d %s %d (%d) (with %s).' % (t, v, r, p, y, full(co)))
            au = [full(own), full(co)]
        else:
            lines.append('%s, %d %s %d (%d).' % (t, v, r, p, y))
            au = [full(own)]
        if k == 2:
            lines[-1] = lines[-1][:-1] + ' (selected for the Stanford/Yale Junior Faculty Forum).'
        pubs.append(pub(t, au, r, y, 'journal', '%d %s %d (%d)' % (v, r, p, y)))
    lines += ['', 'Essays, Book Chapters and Shorter Works', '']
    t = T[8]
    lines.append('%s, in THE OXFORD-STYLE HANDBOOK OF %s 233 (%s & %s eds., 2022).' % (t, 'REMEDIES', 'Hannah Schreiber', 'Omar Haddad'))
    pubs.append(pub(t, [full(own)], 'The Oxford-style Handbook of Remedies', 2022, 'chapter', 'in THE OXFORD-STYLE HANDBOOK OF REMEDIES 233 (Hannah Schreiber & Omar Haddad eds., 2022).'))
    t = T[9]
    lines.append('Essay, %s, 101 Tex. L. Rev. Online 45 (2023).' % t)
    pubs.append(pub(t, [full(own)], 'Tex. L. Rev. Online', 2023, 'journal', '101 Tex. L. Rev. Online 45 (2023).'))
    t = T[10]
    lines.append('Comment, %s, 134 Harv. L. Rev. F. 12 (2020).' % t)
    pubs.append(pub(t, [full(own)], 'Harv. L. Rev. F.', 2020, 'journal', '134 Harv. L. Rev. F. 12 (2020).'))
    t = T[11]
    lines.append('Note, %s, 61 Eastbridge L. Rev. 887 (2012).' % t)
    pubs.append(pub(t, [full(own)], 'Eastbridge L. Rev.', 2012, 'journal', '61 Eastbridge L. Rev. 887 (2012).'))
    t = T[12]
    lines.append('Book Review, %s, 118 Mich. L. Rev. 1001 (2020) (reviewing LIAM O\'SULLIVAN, THE QUIET COURTS (2019)).' % t)
    pubs.append(pub(t, [full(own)], 'Mich. L. Rev.', 2020, 'other', "118 Mich. L. Rev. 1001 (2020) (reviewing LIAM O'SULLIVAN, THE QUIET COURTS (2019))."))
    lines += ['', 'Op-Eds and Commentary', '']
    for k, paper in enumerate(['THE METROPOLIS HERALD', 'SLATE-LIKE MAGAZINE', 'THE RIVERSIDE TRIBUNE']):
        t = T[13 + k]
        d = ['Mar. 3, 2024', 'Oct. 12, 2022', 'Jan. 9, 2021'][k]
        lines.append('%s, %s, %s%s.' % (t, paper, d, ' (with %s)' % 'Emeka Nwosu' if k == 1 else ''))
        pubs.append(pub(t, [full(own)] + (['Emeka Nwosu'] if k == 1 else []), paper.title(), int(d[-4:]), 'other', '%s, %s' % (paper, d)))
    lines += ['', 'Works in Progress', '']
    for k in range(2):
        t = T[16 + k]
        lines.append('%s (draft on file with author)%s' % (t, ' (with Ayesha Siddiqui)' if k else ''))
        pubs.append(pub(t, [full(own)] + (['Ayesha Siddiqui'] if k else []), None, None, 'preprint', 'draft on file with author'))
    lines += ['', 'SELECTED PRESENTATIONS', 'Remedies Discussion Forum, Westbrook Law School (2024)', 'Faculty Workshop, Northfield Law School (2023)', '',
              'TESTIMONY', 'Testimony before the State Senate Judiciary Committee on bail reform (Feb. 2023)', '',
              'COURSES TAUGHT', 'Civil Procedure; Remedies; Federal Courts; Seminar: Law and Algorithms', '', 'BAR ADMISSIONS', 'New York (2013)', '']
    write('law-review-cv.txt', '\n'.join(lines), 'Siobhán Byrne', pubs,
          "Synthetic US law professor's CV in plain text: appointments, education, clerkship, then SCHOLARSHIP with Articles, Essays/Book "
          "Chapters/Shorter Works, Op-Eds and Works in Progress, followed by presentations, testimony, courses and bar admissions. Bluebook "
          "cites with NO byline (owner implied, added first): 'Title, vol Journal page (year).', co-authors given as '(with Name)'. Genre "
          "prefixes 'Essay,', 'Comment,', 'Note,' and 'Book Review,' are not part of the title; a book review keeps its own title (kind "
          "other; the reviewed author is not an author). A chapter 'in THE HANDBOOK … page (A & B eds., year)' (editors not authors). Op-eds "
          "'Title, NEWSPAPER, Mon. d, yyyy.' are kind other (venue the paper in title case). Works in progress are preprints (venue/year "
          "null). The judge clerked for is not an advisor.")


# ------------------------------------------------ 10 public health: a CV in Markdown with PMIDs, mentee marks and abstracts
def publichealth():
    rng = random.Random(710)
    own = ('Funmilayo', 'Adeyemi')
    T = titles('publichealth', 20, rng)
    J = ['BMJ Glob Health', 'Lancet Glob Health', 'PLoS One', 'BMC Public Health', 'Trop Med Int Health', 'Afr J Reprod Health', 'Int J Epidemiol']

    def van(p):
        return '%s %s' % (p[1], ini(p[0], dots=False))

    def vg(p):
        return '%s %s' % (ini(p[0], dots=False), p[1])
    out = ['# Funmilayo Adeyemi, MBBS, MPH, PhD', '', 'Associate Professor of Epidemiology · College of Public Health, Lagoon University (invented)  ',
           'f.adeyemi@example.edu.ng · +234 800 000 0000', '', '## Education', '', '- PhD, Epidemiology, 2015 — Dissertation advisor: Kofi Asante', '- MPH, 2010',
           '', '## Peer-reviewed publications', '', '^ denotes a student or trainee I mentored; ‡ senior author. Citation counts from Google Scholar, May 2026.', '']
    pubs = []
    for k in range(14):
        n = rng.randint(3, 9)
        au = own_first(rng, own, n)
        shown = au[:6] if n > 6 else au
        if own not in shown:
            shown = au[:5] + [own]
        complete = n <= 6
        ns = []
        for p in shown:
            s = van(p)
            if p == own:
                s = '**%s**' % s
            elif k % 3 == 0 and p == [q for q in shown if q != own][0]:
                s += '^'
            ns.append(s)
        if shown[-1] == own:
            ns[-1] += '‡'
        by = ', '.join(ns) + (', et al.' if not complete else '.')
        t = T[k]
        y = 2025 - k // 2
        j = J[k % len(J)]
        loc = '%d;%d(%d):%s' % (y, 5 + k, 1 + k % 12, ('e%06d' % (10000 + k * 317)) if k % 2 else '%d-%d' % (100 + k, 109 + k))
        pm = 'PMID: %d' % (34000000 + k * 104729)
        if k % 2 == 0:
            pm += '; PMCID: PMC%d' % (8800000 + k * 3313)
        out.append('%d. %s %s. %s. %s. %s. [Cited by %d]' % (14 - k, by, t, j, loc, pm, rng.randint(0, 80)))
        pubs.append(pub(t, [vg(p) for p in shown], j, y, 'journal', '%s. %s.' % (j, loc), complete=complete))
    out += ['', '## Reports and policy briefs', '']
    for k in range(2):
        t = T[14 + k]
        out.append('- **Adeyemi F**, Bakare T. %s. Technical report for the State Ministry of Health. Lagos: Lagoon University; %d.' % (t, 2021 + k))
        pubs.append(pub(t, ['F Adeyemi', 'T Bakare'], 'Technical report for the State Ministry of Health', 2021 + k, 'other',
                        'Technical report for the State Ministry of Health. Lagos: Lagoon University; %d.' % (2021 + k)))
    out += ['', '## Conference abstracts', '']
    for k in range(2):
        t = T[16 + k]
        au = own_first(rng, own, 3)
        out.append('- %s. %s [poster]. Annual Conference of the West African Epidemiology Network; %d; Accra, Ghana.' % (', '.join(van(p) for p in au), t, 2023 + k))
        pubs.append(pub(t, [vg(p) for p in au], 'Annual Conference of the West African Epidemiology Network', 2023 + k, 'poster',
                        'Annual Conference of the West African Epidemiology Network; %d; Accra, Ghana.' % (2023 + k)))
    out += ['', '## Manuscripts under review', '']
    for k in range(2):
        t = T[18 + k]
        au = own_first(rng, own, 4)
        out.append('- %s. %s. Under review.' % (', '.join(van(p) for p in au), t))
        pubs.append(pub(t, [vg(p) for p in au], None, None, 'preprint', 'Under review.'))
    out += ['', '## Grants', '', '| Role | Funder | Title | Years |', '|---|---|---|---|',
            '| PI | National Institutes of Health (R21) | Community-led HIV self-testing for adolescents | 2022–2025 |',
            '| Co-I | Wellcome-like Trust | Hypertension control in primary care | 2020–2024 |', '',
            '## Teaching', '', '- EPI 701 Intermediate Epidemiology (annually since 2017)', '']
    write('publichealth-pmid-cv.md', '\n'.join(out), 'Funmilayo Adeyemi', pubs,
          "Synthetic public-health CV in Markdown: Education (dissertation advisor), then a descending-numbered list of peer-reviewed papers "
          "in ICMJE/Vancouver 'Surname II' form, the owner bold, a '^' after the first co-author (mentee mark) on some and '‡' after the owner "
          "when last (senior author) — both dropped; more than six authors cut to six then ', et al.' (authors_complete false; the owner "
          "printed sixth when she would be cut); 'Journal. YYYY;vol(issue):pages. PMID: …; PMCID: PMC….' then a '[Cited by N]' tail. Reports "
          "(kind other), conference abstracts '[poster]' (kind poster), manuscripts under review (preprints, venue/year null). A grants "
          "table and teaching are not publications.", advisors=['Kofi Asante'])


# ------------------------------------------------ 11 electrical engineering: a CV in plain text with patents, standards work and reports
def eleceng():
    rng = random.Random(711)
    own = ('Dmitri', 'Volkov')
    T = titles('eleceng', 19, rng)
    J = ['IEEE Trans. Power Electron.', 'IEEE Trans. Ind. Electron.', 'IEEE J. Emerg. Sel. Topics Power Electron.', 'IET Power Electronics']
    C = [('Proc. IEEE Energy Conversion Congress and Exposition (ECCE)', 'ECCE'), ('Proc. IEEE Applied Power Electronics Conf. (APEC)', 'APEC'),
         ('Proc. European Conf. Power Electronics and Applications (EPE)', 'EPE')]

    def ieee(au):
        ns = ['%s %s' % (ini(p[0]), p[1]) for p in au]
        return jn(ns, two=' and ', many=', and ')
    lines = ['DMITRI VOLKOV, Ph.D., P.E.', 'Senior Member, IEEE', 'Principal Engineer, Northwind Power Systems (invented) | Adjunct Professor, Lakeside Tech (invented)',
             'dvolkov@example.com | +1 (555) 010-0142', '', 'PROFESSIONAL EXPERIENCE', '2018-present  Principal Engineer, Northwind Power Systems',
             '2014-2018     Senior Engineer, Grid Solutions Inc. (invented)', '', 'EDUCATION', 'Ph.D. Electrical Engineering, 2014 (advisor: Prof. Olena Kravchenko)', '',
             'JOURNAL ARTICLES', '']
    pubs = []
    for k in range(8):
        au = own_first(rng, own, rng.randint(2, 5))
        t = T[k]
        y = 2025 - k
        j = J[k % len(J)]
        m = ['Jan.', 'Mar.', 'May', 'Jul.', 'Sep.', 'Nov.'][k % 6]
        v = 'vol. %d, no. %d, pp. %d-%d, %s %d' % (35 + k, 1 + k % 12, 4100 + 97 * k, 4112 + 97 * k, m, y)
        lines.append('[J%d] %s, "%s," %s, %s.' % (8 - k, ieee(au), t, j, v))
        pubs.append(pub(t, [gi(p) for p in au], j, y, 'journal', '%s, %s.' % (j, v)))
    lines += ['', 'CONFERENCE PAPERS', '']
    for k in range(5):
        au = own_first(rng, own, rng.randint(2, 4))
        t = T[8 + k]
        y = 2024 - k
        c, a = C[k % len(C)]
        lines.append('[C%d] %s, "%s," in %s, %s, %d, pp. %d-%d.' % (5 - k, ieee(au), t, c, ['Phoenix, AZ', 'Long Beach, CA', 'Aalborg, Denmark'][k % 3], y, 1 + 10 * k, 8 + 10 * k))
        pubs.append(pub(t, [gi(p) for p in au], a, y, 'conference', '%s, %d, pp. %d-%d.' % (c, y, 1 + 10 * k, 8 + 10 * k)))
    lines += ['', 'PATENTS (granted and pending)', '']
    for k in range(3):
        au = own_first(rng, own, rng.randint(2, 3))
        t = T[13 + k]
        if k < 2:
            no = 'U.S. Patent %s' % ['11,482,306', '10,977,514'][k]
            lines.append('[P%d] %s, "%s," %s, issued %s.' % (3 - k, ieee(au), t, no, ['Nov. 1, 2022', 'Apr. 6, 2021'][k]))
            pubs.append(pub(t, [gi(p) for p in au], no, [2022, 2021][k], 'patent', '%s, issued %s.' % (no, ['Nov. 1, 2022', 'Apr. 6, 2021'][k])))
        else:
            lines.append('[P1] %s, "%s," U.S. Patent Application 17/345,678, filed Jun. 2023 (pending).' % (ieee(au), t))
            pubs.append(pub(t, [gi(p) for p in au], 'U.S. Patent Application 17/345,678', 2023, 'patent', 'U.S. Patent Application 17/345,678, filed Jun. 2023 (pending).'))
    lines += ['', 'STANDARDS ACTIVITIES', '',
              '- Voting member, IEEE P2800.2 Working Group (test and verification of inverter-based resources), 2021-present',
              '- Contributing author, Clause 7 ("Fault ride-through tests"), IEEE Std 1547.1-2020 amendment draft D3.2',
              '- Technical expert, IEC TC 22/SC 22F/WG 19, grid-forming converter requirements', '',
              'TECHNICAL REPORTS', '']
    for k in range(2):
        t = T[16 + k]
        au = [own, people(rng, 1, [own])[0]]
        lines.append('[R%d] %s, "%s," Northwind Power Systems, Tech. Rep. NPS-TR-%d-%02d, %d.' % (2 - k, ieee(au), t, 2020 + k, 7 + k, 2020 + k))
        pubs.append(pub(t, [gi(p) for p in au], 'Northwind Power Systems', 2020 + k, 'other', 'Northwind Power Systems, Tech. Rep. NPS-TR-%d-%02d, %d.' % (2020 + k, 7 + k, 2020 + k)))
    t = T[18]
    lines += ['', 'SUBMITTED', '', '[S1] %s and %s, "%s," submitted to IEEE Trans. Smart Grid, 2026.' % ('D. Volkov', 'V. Dlamini', t)]
    pubs.append(pub(t, ['D. Volkov', 'V. Dlamini'], None, None, 'preprint', 'submitted to IEEE Trans. Smart Grid, 2026.'))
    lines += ['', 'PROFESSIONAL SERVICE', 'Associate Editor, IEEE Trans. Power Electron. (2022-present); TPC member, ECCE 2020-2025', '',
              'LICENSES', 'Professional Engineer (Electrical), State of Oregon, No. 00000', '']
    write('eleceng-patents-standards.txt', '\n'.join(lines), 'Dmitri Volkov', pubs,
          "Synthetic industry engineer's CV in plain text: experience, education (advisor), then labelled lists [J8]…[J1] journal articles, "
          "[Cn] conference papers, [Pn] patents (granted 'U.S. Patent 11,482,306, issued date' and one pending application; kind patent, "
          "venue the patent number), Standards activities (memberships and clause contributions: not publications), [Rn] technical reports "
          "(kind other, venue the company) and [S1] submitted (preprint, venue/year null). IEEE bylines 'I. Surname, I. Surname, and I. "
          "Surname', quoted titles ending in a comma inside the quotes, venue acronym where printed in parentheses (ECCE, APEC, EPE). "
          "Service and licence lines are not publications.", advisors=['Olena Kravchenko'])


# ------------------------------------------------ 12 music: a performer-scholar's CV in Markdown (performances, recordings, then publications)
def music():
    rng = random.Random(712)
    own = ('Beatriz', 'Pinto')
    T = titles('music', 13, rng)
    out = ['---', 'layout: page', 'title: CV', '---', '', '# Beatriz Pinto, *piano*', '', 'Assistant Professor of Piano and Musicology, Conservatory of the Atlantic (invented)', '',
           '## Education', '', '- DMA in Piano Performance, 2017 (teacher: Rui Sampaio; dissertation advisor: Inês Carvalho)', '',
           '## Solo and chamber performances (selected)', '',
           '- 2025 — *Ciclo Chopin–Vianna da Motta*, recital, Sala Ribeira, Porto', '- 2024 — Brahms, Piano Quintet in F minor, with the Quarteto Aurora, Festival de Sintra-like',
           '- 2023 — Premiere of Tiago Moura, *Marés* (2023), for piano solo, Lisbon', '- 2022 — Soloist, Mozart Concerto K. 488, Orquestra Académica (cond. Renata Oliveira)', '',
           '## Recordings', '', '- *Saudade e Salão: Portuguese Piano Music 1880–1920* (CD), Label Atlântico ATL-031, 2021', '- *Marés* — with Tiago Moura (composer), single, 2023', '',
           '## Publications', '', '### Articles', '']
    pubs = []
    J = ['Music Performance Research', 'Revista Portuguesa de Musicologia', 'Early Music-like Quarterly', 'Journal of Piano Pedagogy', 'Musicae Scientiae']
    for k in range(6):
        t = T[k]
        y = 2025 - k
        j = J[k % len(J)]
        if k % 2 == 1:
            co = people(rng, 1, [own])[0]
            out.append('- "%s" (with %s). *%s* %d, no. %d (%d): %d–%d.' % (t, full(co), j, 10 + k, 1 + k % 3, y, 22 + 9 * k, 40 + 9 * k))
            au = [full(own), full(co)]
        else:
            out.append('- "%s." *%s* %d, no. %d (%d): %d–%d.' % (t, j, 10 + k, 1 + k % 3, y, 22 + 9 * k, 40 + 9 * k))
            au = [full(own)]
        pubs.append(pub(t, au, j, y, 'journal', '%s %d, no. %d (%d): %d–%d.' % (j, 10 + k, 1 + k % 3, y, 22 + 9 * k, 40 + 9 * k)))
    out += ['', '### Book and chapters', '']
    t = T[6]
    out.append('- *%s*. Lisbon: Edições Colibri-like, 2022.' % t)
    pubs.append(pub(t, [full(own)], 'Edições Colibri-like', 2022, 'book', 'Lisbon: Edições Colibri-like, 2022.'))
    for k in range(2):
        t = T[7 + k]
        ed = people(rng, 1, [own])[0]
        book = ['The Cambridge-style Companion to the Salon', 'Performing the Archive'][k]
        out.append('- "%s." In *%s*, edited by %s, %d–%d. %s, %d.' % (t, book, full(ed), 101 + k * 50, 120 + k * 50, ['Cambridge: Fenland University Press', 'London: Routledge-like'][k], 2019 + k * 3))
        pubs.append(pub(t, [full(own)], book, 2019 + k * 3, 'chapter', 'In %s, edited by %s, %d–%d.' % (book, full(ed), 101 + k * 50, 120 + k * 50)))
    out += ['', '### Reviews and program notes', '']
    t = T[9]
    out.append('- Review of *%s*, by Lorenzo Bassi. *Music Performance Research* 15 (2022): 88–90.' % t)
    pubs.append(pub(t, [full(own)], 'Music Performance Research', 2022, 'other', 'Music Performance Research 15 (2022): 88–90.'))
    out.append('- Program notes for the Gulbenkian-like Foundation piano series, 2019–2024 (twelve concerts).')
    out += ['', '### Conference papers', '']
    for k in range(2):
        t = T[10 + k]
        out.append('- "%s." Paper presented at the %s, %d.%s' % (t, ['International Conference on Music Performance', 'Society for Music Theory Annual Meeting'][k], 2023 - k,
                                                             ' Published in *Proceedings of the International Conference on Music Performance*, 2023, 55–60.' if k == 0 else ''))
        if k == 0:
            pubs.append(pub(t, [full(own)], 'Proceedings of the International Conference on Music Performance', 2023, 'conference',
                            'Published in Proceedings of the International Conference on Music Performance, 2023, 55–60.'))
        else:
            pubs.append(pub(t, [full(own)], 'Society for Music Theory Annual Meeting', 2022, 'talk', 'Paper presented at the Society for Music Theory Annual Meeting, 2022.'))
    pubs = [p for p in pubs if p['kind'] != 'talk']
    out += ['', '### In progress', '']
    t = T[12]
    out.append('- "%s" (with Camila Quispe), under review at *Musicae Scientiae*.' % t)
    pubs.append(pub(t, ['Beatriz Pinto', 'Camila Quispe'], None, None, 'preprint', 'under review at Musicae Scientiae.'))
    out += ['', '## Masterclasses and residencies', '', '- Masterclass, Conservatório de Braga, 2024', '- Artist in residence, Açores Piano Days, 2022', '',
            '## Teaching', '', '- Applied Piano (undergraduate and graduate studio)', '- Keyboard Literature I–II', '']
    write('music-performance-cv.md', '\n'.join(out), 'Beatriz Pinto', pubs,
          "Synthetic performer-scholar's CV in Markdown (Jekyll front matter): the owner never appears in a byline (owner implied, added "
          "first; '(with X)' co-authors after her). Performances, Recordings (a CD and a single, with a composer), premieres and masterclasses "
          "are NOT publications; under Publications: Chicago-notes articles '\"Title.\" *Journal* vol, no. n (year): pages.', a monograph "
          "(italic title, kind book), chapters 'In *Book*, edited by X' (editor not author), a review 'Review of *Book*, by Author' (kind "
          "other; the reviewed author is not an author), program notes (no title: left out), a conference paper published in proceedings "
          "(conference) and one only presented (a talk: left out), and an under-review item (preprint, venue/year null). Teachers and the "
          "dissertation advisor: gold advisors lists the dissertation advisor only.", advisors=['Inês Carvalho'])


# ------------------------------------------------ 13 mathematics: an arXiv/MathSciNet-style paper list with MR and Zbl numbers
def math_mr():
    rng = random.Random(713)
    own = ('Olena', 'Kravchenko')
    T = titles('math', 16, rng)
    J = ['J. Algebra', 'Adv. Math.', 'Trans. Amer. Math. Soc.', 'Math. Z.', 'J. Funct. Anal.', 'Compos. Math.', 'Israel J. Math.']
    lines = ['Olena Kravchenko — list of papers', 'Department of Mathematics, Nordfjord University (invented)', 'kravchenko@example.no', '',
             'Authors are listed alphabetically, as is customary in mathematics.', '', 'Published and accepted papers', '']
    pubs = []
    for k in range(12):
        n = rng.randint(1, 4)
        au = sorted([own] + people(rng, n - 1, [own]), key=lambda p: p[1])
        t = T[k]
        y = 2025 - k
        j = J[k % len(J)]
        ns = [gi(p) for p in au]
        loc = '%d (%d), no. %d, %d–%d' % (400 + k * 3, y, 1 + k % 4, 101 + 17 * k, 140 + 17 * k)
        ids = []
        if k > 1:
            ids.append('MR%d' % (4700000 - k * 31337))
        if k % 3 == 0:
            ids.append('Zbl %d.%05d' % (1500 - k * 9, 10000 + k * 777))
        if k % 2 == 0:
            ids.append('arXiv:%02d%02d.%05d' % ((y - 1) % 100, 1 + k % 12, 1000 + k * 413))
        if k == 0:
            lines.append('[%d] %s, %s, %s, to appear. %s' % (k + 1, jn(ns), t, j, ', '.join(ids)))
            pubs.append(pub(t, ns, j, None, 'journal', '%s, to appear.' % j))
            continue
        if len(ns) == 1 or k % 4 != 1:
            bl = jn(ns)
        else:  # "(with …)" form, the owner not printed
            bl = None
        if bl:
            lines.append('[%d] %s, %s, %s %s. %s' % (k + 1, bl, t, j, loc, ', '.join(ids)))
            pubs.append(pub(t, ns, j, y, 'journal', '%s %s.' % (j, loc)))
        else:
            co = [gi(p) for p in au if p != own]
            lines.append('[%d] (with %s) %s, %s %s. %s' % (k + 1, jn(co), t, j, loc, ', '.join(ids)))
            pubs.append(pub(t, ['Olena Kravchenko'] + co, j, y, 'journal', '%s %s.' % (j, loc)))
    lines += ['', 'Preprints', '']
    for k in range(3):
        t = T[12 + k]
        au = sorted([own] + people(rng, k, [own]), key=lambda p: p[1])
        ns = [gi(p) for p in au]
        aid = '%02d%02d.%05d' % (25 if k else 24, 3 + k, 2000 + 911 * k)
        lines.append('[%d] %s, %s, arXiv:%s [math.%s]%s.' % (13 + k, jn(ns), t, aid, ['RT', 'FA', 'CO'][k], ', submitted' if k == 1 else ''))
        pubs.append(pub(t, ns, 'arXiv', None, 'preprint', 'arXiv:%s [math.%s]' % (aid, ['RT', 'FA', 'CO'][k])))
    lines += ['', 'Thesis', '']
    t = T[15]
    lines.append('[16] O. Kravchenko, %s, PhD thesis, Kharkiv-like National University, 2012, advisor: Dmitri Volkov. MR3012345' % t)
    pubs.append(pub(t, ['O. Kravchenko'], 'Kharkiv-like National University', 2012, 'thesis', 'PhD thesis, Kharkiv-like National University, 2012.'))
    lines = [ln.rstrip() for ln in lines]
    lines += ['', 'Lecture notes (not refereed): "Notes on quiver Grassmannians", summer school, Bergen, 2019.', '']
    write('math-arxiv-mr.txt', '\n'.join(lines), 'Olena Kravchenko', pubs,
          "Synthetic mathematician's paper list in plain text: bracket numbers [n], alphabetical bylines 'I. Surname, I. Surname and I. "
          "Surname' (Oxford comma for three), the title then 'Journal vol (year), no. n, pages.' (AMS style, no quotes, no italics), and a "
          "tail of identifiers: MR numbers, Zbl numbers and arXiv ids (not venue). Some entries use '(with A and B) Title' with the owner not "
          "printed (owner added first, co-authors after). One 'to appear' (year null). Preprints 'arXiv:YYMM.NNNNN [math.XX]' (venue arXiv, "
          "year null: never inferred from the id), one ', submitted'. A thesis with its advisor (gold advisor) and a closing lecture-notes "
          "line (quoted title; judged not a publication: not refereed and listed as a note, left out).", advisors=['Dmitri Volkov'])


# ------------------------------------------------ 14 epidemiology: a Quarto listing page whose items sit in the YAML front matter
def quarto_listing():
    rng = random.Random(714)
    own = ('Shirin', 'Rahimi')
    T = titles('publichealth', 15, rng)
    J = ['American Journal of Epidemiology', 'Epidemiology', 'Eastern Mediterranean Health Journal', 'BMJ Open', 'Journal of Infectious Diseases']
    y_lines = ['---', 'title: "Publications"', 'author: "Shirin Rahimi"', 'page-layout: full', 'listing:', '  - id: papers', '    type: table', '    sort: "date desc"',
               '    fields: [date, title, author, subtitle]', '    field-display-names:', '      subtitle: "Journal"', '    contents:']
    pubs = []
    for k in range(12):
        au = own_first(rng, own, rng.randint(1, 6))
        t = T[k]
        y = 2025 - k // 2
        j = J[k % len(J)]
        y_lines.append('      - title: "%s"' % t.replace('"', '\\"'))
        if k % 3 == 0:
            y_lines.append('        author: [%s]' % ', '.join('"%s"' % full(p) for p in au))
        else:
            y_lines.append('        author: "%s"' % jn([full(p) for p in au], two=' and ', many=', and '))
        y_lines.append('        date: "%d-%02d-01"' % (y, 1 + (k * 5) % 12))
        y_lines.append('        subtitle: "*%s*"' % j if k % 4 else '        subtitle: "%s"' % j)
        y_lines.append('        path: https://doi.org/10.5555/epi.%d.%03d' % (y, k))
        if k % 5 == 1:
            y_lines.append('        categories: [mortality, Iran]')
        pubs.append(pub(t, [full(p) for p in au], j, y, 'journal', j))
    y_lines += ['  - id: preprints', '    type: default', '    contents:']
    for k in range(3):
        t = T[12 + k]
        au = own_first(rng, own, 3)
        y_lines.append('      - title: "%s"' % t)
        y_lines.append('        author: "%s"' % ', '.join(full(p) for p in au))
        if k < 2:
            y_lines.append('        date: "2026-0%d-15"' % (2 + k))
            y_lines.append('        description: "medRxiv preprint"')
            pubs.append(pub(t, [full(p) for p in au], 'medRxiv', 2026, 'preprint', 'medRxiv preprint'))
        else:
            y_lines.append('        description: "Under review"')
            pubs.append(pub(t, [full(p) for p in au], None, None, 'preprint', 'Under review'))
    y_lines += ['---', '', 'Papers from my group on infectious-disease mortality and health systems. Names of trainees in my group are in bold on the PDF CV.', '',
                '## Peer-reviewed', '', '::: {#papers}', ':::', '', '## Preprints', '', '::: {#preprints}', ':::', '',
                '```{r}', '#| echo: false', '# the table above is built by Quarto from the YAML listing', 'sessionInfo()', '```', '']
    write('epidemiology-quarto-listing.qmd', '\n'.join(y_lines), 'Shirin Rahimi', pubs,
          "Synthetic Quarto listing page (.qmd): the publications are YAML items under 'listing: - id: … contents:' in the front matter "
          "(title, author as one string 'A, B, and C' or a YAML list, date YYYY-MM-DD, subtitle = journal, sometimes in *asterisks* (italic "
          "markup, not an equal-contribution mark), path = DOI link, categories), two listings (papers as a table; preprints with "
          "description 'medRxiv preprint' or 'Under review'). The body only holds ::: {#id} placeholders and an R chunk. Owner = the "
          "page's author field.")


# ------------------------------------------------ 15 agronomy: a CV in Markdown whose publications are one table, citation in one cell
def md_table():
    rng = random.Random(715)
    own = ('Selamawit', 'Tesfaye')
    T = titles('agronomy', 17, rng)
    J = ['Field Crops Research', 'Agricultural Systems', 'European Journal of Agronomy', 'Ethiopian Journal of Agricultural Sciences', 'Experimental Agriculture']
    out = ['# Selamawit Tesfaye', '', 'Senior Researcher, Highland Agricultural Research Centre (invented) · Adjunct Lecturer, Abay University (invented)  ',
           'selamawit.t@example.org · +251 11 000 0000', '', '## Education', '', '| Year | Degree | Institution |', '|---|---|---|',
           '| 2016 | PhD Agronomy | Wageningen-like University (supervisor: Bram Verhoeven) |', '| 2009 | MSc Plant Sciences | Abay University |', '',
           '## Publications', '', 'Bold: me. Underlined names in the PDF version are students.', '', '| # | Year | Publication | Type | IF |', '|---|---|---|---|---|']
    pubs = []
    for k in range(15):
        au = own_first(rng, own, rng.randint(2, 6))
        t = T[k]
        y = 2025 - k // 2
        j = J[k % len(J)]
        ns = ['**%s**' % apa_name(p) if p == own else apa_name(p) for p in au]
        by = apa_byline(ns)
        if k % 6 == 5:
            eds = people(rng, 2, au)
            book = 'Sustainable Intensification in the Highlands'
            cell = '%s (%d). %s. In %s & %s (Eds.), *%s* (pp. %d–%d). Springer-like.' % (by, y, t, apa_name(eds[0]), apa_name(eds[1]), book, 20 + k, 41 + k)
            typ, kind, ven, vf = 'Book chapter', 'chapter', book, 'In %s & %s (Eds.), %s (pp. %d–%d). Springer-like.' % (apa_name(eds[0]), apa_name(eds[1]), book, 20 + k, 41 + k)
            imp = '–'
        else:
            cell = '%s (%d). %s. *%s*, *%d*, %d. [doi](https://doi.org/10.5555/agr.%d.%02d)' % (by, y, t, j, 200 + k * 3, 108000 + k * 71, y, k)
            typ, kind, ven, vf = 'Journal', 'journal', j, '%s, %d, %d.' % (j, 200 + k * 3, 108000 + k * 71)
            imp = '%.1f' % (1 + (k * 7 % 50) / 10)
        out.append('| %d | %d | %s | %s | %s |' % (15 - k, y, cell.replace('|', '\\|'), typ, imp))
        pubs.append(pub(t, [apa_gold(p) for p in au], ven, y, kind, vf))
    for k in range(2):
        au = own_first(rng, own, 3)
        t = T[15 + k]
        ns = ['**%s**' % apa_name(p) if p == own else apa_name(p) for p in au]
        out.append('| – | – | %s (%s). %s. | %s | – |' % (apa_byline(ns), 'submitted' if k == 0 else 'in preparation', t, 'Manuscript'))
        pubs.append(pub(t, [apa_gold(p) for p in au], None, None, 'preprint', 'submitted' if k == 0 else 'in preparation'))
    out += ['', '## Projects', '', '| Years | Project | Funder | Role |', '|---|---|---|---|',
            '| 2022–2026 | Striga-resistant sorghum for smallholders | Bill-like Foundation | PI |', '| 2019–2022 | Conservation agriculture scaling | CGIAR-like | Co-PI |', '',
            '## Trainings given', '', '- Farmer field school facilitation, 2023 (40 extension agents)', '']
    write('agronomy-markdown-table.md', '\n'.join(out), 'Selamawit Tesfaye', pubs,
          "Synthetic agronomist's CV in Markdown where every section is a pipe table: Education (supervisor = advisor), Publications as "
          "'| # | Year | Publication | Type | IF |' with the WHOLE APA citation in one cell (owner **bold**, italic journal and volume, a "
          "[doi](…) link), descending numbers, a Type column (Journal / Book chapter / Manuscript) and an impact-factor column; chapters 'In "
          "A & B (Eds.), *Book*' (editors not authors); two manuscripts with '–' in the number and year cells ('submitted', 'in "
          "preparation': preprints, venue/year null). Projects table and trainings are not publications. Ethiopian names: given name + "
          "father's name, gold as printed ('S. Tesfaye').", advisors=['Bram Verhoeven'])


# ------------------------------------------------ 16 linguistics: a Typst CV with a home-made #pub function and named arguments
def typst_fn():
    rng = random.Random(716)
    own = ('Tenzin', 'Dolkar')
    T = titles('linguistics', 15, rng)
    J = ['Journal of Phonetics', 'Linguistics of the Tibeto-Burman Area', 'Language', 'Journal of the International Phonetic Association', 'Himalayan Linguistics']
    out = ['#let accent = rgb("#7a1f3d")', '#set page(margin: 2cm)', '#set text(font: "Linux Libertine", size: 10pt)', '',
           '#let me(body) = text(weight: "bold", body)', '',
           '#let pub(authors: (), title: [], venue: [], year: none, status: none, note: none) = {',
           '  block(below: 0.8em)[', '    #authors.join(", ", last: " and "). #if year != none [(#year).] *#title.* _#venue _',
           '    #if status != none [ — #status] #if note != none [ #text(fill: accent)[#note]]', '  ]', '}', '',
           '#align(center)[#text(18pt)[*Tenzin Dolkar*] \\ Lecturer in Linguistics, Snowline University (invented) \\ #link("mailto:t.dolkar@example.edu")]', '',
           '= Education', '- PhD Linguistics, 2019. Supervisor: Arjun Raman', '', '= Publications', '', '== Journal articles', '']
    pubs = []

    def targ(p):
        s = '%s %s' % (ini(p[0]), p[1])
        return '[#me[%s]]' % s if p == own else '"%s"' % s
    for k in range(10):
        au = own_first(rng, own, rng.randint(1, 4))
        t = T[k]
        y = 2025 - k // 2
        j = J[k % len(J)]
        note = ', note: [Best student paper]' if k == 5 else ''
        out.append('#pub(authors: (%s,), title: [%s], venue: [%s %d(%d): %d–%d], year: %d%s)' %
                   (', '.join(targ(p) for p in au), t, j, 40 + k, 1 + k % 3, 1 + 20 * k, 19 + 20 * k, y, note))
        pubs.append(pub(t, [gi(p) for p in au], j, y, 'journal', '%s %d(%d): %d–%d' % (j, 40 + k, 1 + k % 3, 1 + 20 * k, 19 + 20 * k)))
    out += ['', '== Chapters and proceedings', '']
    for k in range(3):
        au = own_first(rng, own, rng.randint(1, 3))
        t = T[10 + k]
        v = ['Proceedings of the 20th International Congress of Phonetic Sciences', 'Proceedings of the Himalayan Languages Symposium',
             'The Handbook of Tibetic Languages'][k]
        out.append('#pub(authors: (%s,), title: [%s], venue: [%s%s], year: %d)' % (', '.join(targ(p) for p in au), t,
                                                                                  'In: ' if k == 2 else '', v + (', ed. by Y. Morikawa' if k == 2 else ''), 2023 - k))
        pubs.append(pub(t, [gi(p) for p in au], v, 2023 - k, 'chapter' if k == 2 else 'conference', v))
    out += ['', '== Under review', '']
    for k in range(2):
        au = own_first(rng, own, 2)
        t = T[13 + k]
        out.append('#pub(authors: (%s,), title: [%s], status: "%s")' % (', '.join(targ(p) for p in au), t, ['under review', 'revise and resubmit'][k]))
        pubs.append(pub(t, [gi(p) for p in au], None, None, 'preprint', ['under review', 'revise and resubmit'][k]))
    out += ['', '= Talks', '- _Tone in Amdo Tibetan revisited._ Invited talk, Linguistics colloquium, 2024.', '', '= Fieldwork',
            '- Amdo and Kham, 2016–2018 (14 months); recordings archived with ELAR-like.', '']
    write('linguistics-typst-pubfn.typ', '\n'.join(out), 'Tenzin Dolkar', pubs,
          "Synthetic Typst CV whose entries are calls of a home-made function defined at the top: '#pub(authors: (\"A. Name\", "
          "[#me[T. Dolkar]],), title: [Title], venue: [Journal vol(issue): pages], year: 2024)' with named arguments in that order, authors "
          "as a Typst array of strings and content blocks (the owner wrapped in a bold #me[…] helper), a trailing comma in one-element arrays, "
          "optional note: [Best student paper] (not part of the title) and status: \"under review\" / \"revise and resubmit\" (preprints, "
          "venue/year null; no year argument). Proceedings (kind conference) and a handbook chapter 'In: Book, ed. by X' (editor not an "
          "author; venue the book). The function definition's placeholders are not an entry. Talks and fieldwork are not publications.",
          advisors=['Arjun Raman'])


# ------------------------------------------------ 17 neuroscience: a ResearchGate profile's research tab pasted as text
def researchgate():
    rng = random.Random(717)
    own = ('Kavya', 'Srinivasan')
    T = titles('neuro', 17, rng)
    J = ['Journal of Neuroscience', 'Neuron', 'eLife', 'Cerebral Cortex', 'Nature Communications', 'Hippocampus']
    MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
    lines = ['ResearchGate', 'Home', 'Questions', 'Jobs', 'Search for research, journals, people', 'Kavya Srinivasan', 'PhD', 'Postdoctoral Researcher at Lakeview Brain Institute (invented)',
             'Neuroscience · Systems Neuroscience · Electrophysiology', '1,204', 'Research Interest Score', '2,311', 'Citations', '19', 'h-index', '',
             'Research', 'Research items (17)', 'Article', 'Conference Paper', 'Preprint', 'Chapter', '']
    pubs = []
    for k in range(17):
        n = rng.randint(2, 10)
        au = own_first(rng, own, n)
        names = [full(p) for p in au]
        t = T[k]
        y = 2026 - k // 2
        if k % 6 == 2:
            typ, kind, j = 'Preprint', 'preprint', 'bioRxiv'
        elif k % 6 == 5:
            typ, kind, j = 'Conference Paper', 'poster', 'Society for Neuroscience Annual Meeting'
        elif k == 9:
            typ, kind, j = 'Chapter', 'chapter', 'Neuromethods: Hippocampal Recordings'
        else:
            typ, kind, j = 'Article', 'journal', J[k % len(J)]
        lines.append(typ)
        if k % 2 == 0:
            lines.append('Full-text available')
        lines.append('%s %d' % (MON[(k * 5) % 12], y))
        lines.append(t)
        if n > 6:
            shown = names[:3] + ['[...]'] + names[-2:]
            gold = names[:3] + names[-2:]
            if full(own) not in gold:
                shown = names[:2] + [full(own), '[...]'] + names[-2:]
                gold = names[:2] + [full(own)] + names[-2:]
            complete = False
        else:
            shown, gold, complete = names, names, True
        lines.append(' · '.join(shown))
        if kind == 'journal':
            lines.append('%s %d(%d)' % (j, 20 + k, 1 + k % 9))
            lines.append('DOI:10.5555/neuro.%d.%04d' % (y, 500 + k))
        elif kind == 'preprint':
            lines.append('bioRxiv')
        else:
            lines.append(j)
        lines += ['%d Reads' % rng.randint(10, 900), '%d Citations' % rng.randint(0, 60) if k % 3 else '', 'Download' if k % 2 == 0 else 'Request full-text', 'Share', '']
        if k == 6:
            lines += ['Project', 'Replay and memory consolidation', 'Kavya Srinivasan · Arjun Raman', 'Updates 4 · Recommendations 1 · Followers 23', '']
        pubs.append(pub(t, gold, j, y, kind, j, complete=complete))
    lines += ['Show more', 'About', 'News', 'Company', 'Careers', 'Support', 'Help Center', '']
    write('neuro-researchgate-paste.txt', '\n'.join(lines), 'Kavya Srinivasan', pubs,
          "Synthetic ResearchGate profile 'Research' tab pasted as text: nav bar, name, degree, position, skills, score/citation numbers on "
          "their own lines, the type filter list, then each item as: type line (Article / Preprint / Conference Paper / Chapter), optional "
          "'Full-text available', 'Mon YYYY', title, byline of full names separated by ' · ' (more than six authors shown as three, '[...]' and "
          "the last two: gold keeps those printed, authors_complete false; the owner kept visible), venue line, 'DOI:…', reads/citations counts "
          "and Download/Request full-text/Share buttons. Conference Papers here are SfN meeting abstracts (kind poster). One interleaved "
          "'Project' card (title and two names) is not a publication.")


# ------------------------------------------------ 18 HCI: an ACM Digital Library author profile pasted as text
def acm_dl():
    rng = random.Random(718)
    own = ('Mariel', 'Dizon')
    T = titles('hci', 16, rng)
    V = [("CHI '%02d: Proceedings of the %d CHI Conference on Human Factors in Computing Systems", 'CHI', 'conference'),
         ('Proceedings of the ACM on Human-Computer Interaction, Volume %d, Issue CSCW%d', 'PACMHCI', 'journal'),
         ("DIS '%02d: Proceedings of the %d ACM Designing Interactive Systems Conference", 'DIS', 'conference'),
         ('ACM Transactions on Computer-Human Interaction, Volume %d, Issue %d', 'TOCHI', 'journal'),
         ("CHI EA '%02d: Extended Abstracts of the %d CHI Conference on Human Factors in Computing Systems", 'CHI EA', 'poster')]
    MON = ['April', 'May', 'June', 'October', 'November']
    lines = ['ACM Digital Library', 'Browse', 'About', 'Sign in', 'Mariel Dizon', 'Ateneo-like University of the Islands (invented)', 'Bibliometrics', 'Publication Years2015 - 2025',
             'Publication counts27', 'Available for Download19', 'Citation count412', 'Downloads (cumulative)18,334', 'Downloads (12 months)3,904', '',
             'Most recent', 'Most cited', 'Most downloaded', '']
    pubs = []
    for k in range(16):
        n = rng.randint(2, 8)
        au = own_first(rng, own, n)
        names = [full(p) for p in au]
        t = T[k]
        y = 2025 - k // 2
        vt, acr, kind = V[k % len(V)]
        if '%02d' in vt:
            venue = vt % (y % 100, y)
        else:
            venue = vt % (y - 2016, 1 + k % 2)
        lines.append('research-article' if kind != 'poster' else 'extended-abstract')
        if k % 3 != 1:
            lines.append('Open Access')
        lines.append(t)
        if n > 5 and k % 2 == 0:
            shown = names[:4]
            if full(own) not in shown:
                shown = names[:3] + [full(own)]
            lines.append(', '.join(shown) + ', + %d' % (n - 4))
            gold, complete = shown, False
        else:
            lines.append(', '.join(names))
            gold, complete = names, True
        lines.append(venue)
        pg = ('Article No.: %d, Pages 1–%d' % (100 + k * 13, 12 + k % 9)) if kind != 'journal' else 'Article No.: %d, pp 1–%d' % (40 + k, 25 + k % 5)
        lines.append('%s %d, %s' % (MON[k % 5], y, pg))
        lines.append('https://doi.org/10.1145/%d.%d' % (3600000 + k * 1117, 3600100 + k * 1121))
        lines.append('%d' % rng.randint(0, 40))
        lines.append('%d' % rng.randint(80, 2000))
        lines.append('')
        pubs.append(pub(t, gold, acr, y, kind, venue, complete=complete))
    lines += ['View all Publications', 'Colleagues', 'Freja Nyström', 'Oskar Lindqvist', 'Subject Areas', 'Human-centered computing', '', 'Footer', 'Association for Computing Machinery', '']
    write('hci-acm-dl-paste.txt', '\n'.join(lines), 'Mariel Dizon', pubs,
          "Synthetic ACM Digital Library author profile pasted as text: header with bibliometrics whose labels and numbers run together "
          "('Citation count412'), sort tabs, then each item as: item type (research-article / extended-abstract), optional 'Open Access', "
          "title, byline 'Given Surname, …' (long ones cut to four names then ', + N': gold keeps the printed names, authors_complete false; "
          "the owner is kept visible), the proceedings or journal line, 'Month YYYY, Article No.: N, Pages 1–M', a DOI URL, and two bare "
          "number lines (citations, downloads). Venue acronyms: CHI, DIS, PACMHCI (journal), TOCHI; CHI Extended Abstracts are late-breaking "
          "work (kind poster, venue CHI EA). The Colleagues panel lists people, not publications.")


# ------------------------------------------------ PDF 1 nursing: APA 7 with hanging indents, wrapped DOI URLs and entry-level marks
def pdf_apa_hanging():
    rng = random.Random(721)
    own = ('Grace', 'Achterberg')
    T = titles('nursing', 18, rng)
    J = ['Journal of Advanced Nursing', 'International Journal of Nursing Studies', 'Nurse Education Today', 'Journal of Clinical Nursing', 'Western Journal of Nursing Research']
    d = Doc(times=True)

    def chrome(doc, page):
        if page > 1:
            doc.text(RIGHT - 120, 800, 'Achterberg CV, page %d' % page, size=8.5)
    f = Flow(d, chrome)
    d.text(LEFT, f.y, 'GRACE ACHTERBERG, PhD, RN, FAAN', font='F2', size=15)
    f.gap(15)
    d.text(LEFT, f.y, 'Associate Professor, School of Nursing, Prairie State University (invented) · gachterberg@example.edu · (555) 010-0177', size=9.5)
    f.gap(22)

    def head(s):
        f.need(40)
        d.text(LEFT, f.y, s, font='F2', size=11)
        f.gap(3)
        d.line(LEFT, f.y, RIGHT, f.y, 0.6)
        f.gap(13)
    head('EDUCATION')
    for s in ['PhD, Nursing Science, Lakeland University, 2014. Dissertation chair: Ingrid Solheim', 'MSN, Adult-Gerontology, 2009; BSN, 2005']:
        f.para(LEFT, [(s, 'F1')], RIGHT - LEFT, size=10)
    f.gap(8)
    head('PUBLICATIONS')
    f.para(LEFT, [('* data-based; ', 'F3'), ('a', 'S1'), (' student author; names in bold: me', 'F3')], RIGHT - LEFT, size=9)
    f.gap(6)
    pubs = []
    for k in range(15):
        au = own_first(rng, own, rng.randint(1, 6), pdf=True)
        t = T[k]
        y = 2025 - k // 2
        j = J[k % len(J)]
        names = [apa_name(p) for p in au]
        segs = []
        if k % 3 != 2:
            segs.append(('*', 'F1'))
        stud = [i for i, p in enumerate(au) if p != own][:1] if k % 4 == 0 else []
        for i, nm in enumerate(names):
            if i:
                segs.append((', & ' if i == len(names) - 1 else ', ', 'F1'))
            segs.append((nm.replace(' ', NB), 'F2' if au[i] == own else 'F1'))
            if i in stud:
                segs.append(('a', 'S1'))
        doi = 'https://doi.org/10.5555/%s.%d.%05d' % (['jan', 'ijns', 'net', 'jocn', 'wjnr'][k % 5], y, 10000 + k * 4321)
        segs += [(' (%d). %s. ' % (y, t), 'F1'), ('%s, %d' % (j, 60 + k), 'F3'), ('(%d), %d–%d. %s' % (1 + k % 6, 200 + 11 * k, 214 + 11 * k, doi), 'F1')]
        f.para(LEFT, segs, RIGHT - LEFT, size=10, lead=12.5, indent=24)
        f.gap(5)
        pubs.append(pub(t, [apa_gold(p) for p in au], j, y, 'journal', '%s, %d(%d), %d–%d.' % (j, 60 + k, 1 + k % 6, 200 + 11 * k, 214 + 11 * k)))
    for k in range(3):
        au = own_first(rng, own, 3, pdf=True)
        t = T[15 + k]
        names = [apa_name(p) for p in au]
        segs = [('*', 'F1')]
        for i, nm in enumerate(names):
            if i:
                segs.append((', & ' if i == len(names) - 1 else ', ', 'F1'))
            segs.append((nm.replace(' ', NB), 'F2' if au[i] == own else 'F1'))
        st = ['(under review)', '(revise and resubmit)', '(in preparation)'][k]
        segs.append((' %s. %s.' % (st, t), 'F1'))
        f.para(LEFT, segs, RIGHT - LEFT, size=10, lead=12.5, indent=24)
        f.gap(5)
        pubs.append(pub(t, [apa_gold(p) for p in au], None, None, 'preprint', st))
    f.gap(6)
    head('FUNDED RESEARCH')
    for s in ['2022–2027  R01-like award, “Nurse-led transitions for older adults after hip fracture,” PI, $2.9M', '2018–2020  Foundation pilot grant, Co-I, $50,000']:
        f.para(LEFT, [(s, 'F1')], RIGHT - LEFT, size=10)
    f.gap(6)
    head('PRESENTATIONS (SELECTED)')
    for s in ['Achterberg, G. (2024, April). Falls after discharge [Paper presentation]. Midwest Nursing Research Society, Minneapolis, MN.',
              'Achterberg, G., & Smits, L. (2022, November). Delirium screening in rural hospitals [Poster]. Gerontological Society of America, Indianapolis, IN.']:
        f.para(LEFT, [(s, 'F1')], RIGHT - LEFT, size=10, indent=24)
        f.gap(4)
    write('nursing-pdf-apa-hanging.pdf', d.bytes(), 'Grace Achterberg', pubs,
          "Synthetic PDF (Times, %d pages) of a nursing professor's CV: Education (dissertation chair = advisor), Publications with an italic "
          "legend, APA 7 references with HANGING indents (continuation lines indented 24 pt), the owner bold, a leading '*' before data-based "
          "items (a mark on the ENTRY, not on a name: nothing recorded), a raised small 'a' after a student author (dropped), italic journal "
          "and volume, and a DOI URL at the end that often wraps onto the next line. A page label 'Achterberg CV, page N' top right from page 2. "
          "Three status items (under review / revise and resubmit / in preparation: preprints, venue/year null). Funded research and APA-form "
          "presentations ('[Paper presentation]', '[Poster]' given at meetings, not printed) are not publications." % len(d.pages),
          advisors=['Ingrid Solheim'])


# ------------------------------------------------ PDF 2 robotics: label column, text column and a right-aligned year column
def pdf_label_year():
    rng = random.Random(722)
    own = ('Emeka', 'Nwosu')
    T = titles('robotics', 19, rng)
    d = Doc()

    def chrome(doc, page):
        doc.text(LEFT, 805, 'Emeka Nwosu', size=8)
        doc.text(RIGHT - 60, 805, 'Page %d of 2' % page, size=8)
    f = Flow(d, chrome, top=770)
    d.text(LEFT, f.y, 'Emeka Nwosu', font='F2', size=20)
    f.gap(16)
    d.text(LEFT, f.y, 'Assistant Professor, Robotics Institute, Savanna Institute of Technology (invented)  ·  enwosu@example.edu  ·  +1 555 010 0166', size=9)
    f.gap(24)

    def head(s):
        f.need(40)
        d.text(LEFT, f.y, s, font='F2', size=12)
        f.gap(4)
        d.line(LEFT, f.y, RIGHT, f.y, 1.0)
        f.gap(13)
    head('Education')
    for yr, s in [('2019', 'Ph.D. Robotics, Lakeside Polytechnic; advisor: Haruto Sakamoto'), ('2014', 'B.Eng. Mechatronics, University of Enugu-like')]:
        d.text(RIGHT - 22, f.y, yr, size=9.5)
        f.para(LEFT + 40, [(s, 'F1')], RIGHT - LEFT - 80, size=9.5)
    f.gap(8)
    pubs = []
    C = [('IEEE International Conference on Robotics and Automation (ICRA)', 'ICRA'), ('Robotics: Science and Systems (RSS)', 'RSS'),
         ('IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS)', 'IROS'), ('Conference on Robot Learning (CoRL)', 'CoRL')]
    J = [('IEEE Robotics and Automation Letters (RA-L)', 'RA-L'), ('The International Journal of Robotics Research (IJRR)', 'IJRR'), ('Science Robotics', 'Science Robotics')]
    sections = [('Journal Articles', 'J', 6, J, 'journal'), ('Conference Papers', 'C', 9, C, 'conference'), ('Workshop Papers and Preprints', 'W', 4, None, None)]
    ti = 0
    for name, L, n, V, kind in sections:
        head(name)
        for k in range(n):
            au = own_first(rng, own, rng.randint(2, 6), pdf=True)
            names = [gi(p) for p in au]
            t = T[ti]
            ti += 1
            y = 2025 - k // 2
            eq = []
            marks = {}
            if L == 'C' and k % 4 == 1:
                marks = {0: '*', 1: '*'}
                eq = names[:2]
            if V:
                vn, acr = V[k % len(V)]
                tail = [(' %s, %d.' % (vn, y), 'F1')] if kind == 'conference' else [(' %s, vol. %d, no. %d, %d.' % (vn, 5 + k, 1 + k % 4, y), 'F1')]
                vf = tail[0][0].strip()
                knd = kind
            elif k < 2:
                acr, knd = 'ICRA Workshop on Field Robotics', 'workshop'
                tail = [(' ICRA Workshop on Field Robotics, %d.' % y, 'F1')]
                vf = tail[0][0].strip()
            else:
                acr, knd, y = 'arXiv', 'preprint', 2025
                tail = [(' arXiv:25%02d.%05d, 2025.' % (2 + k, 1200 + k * 77), 'F1')]
                vf = 'arXiv'
            segs = byline_segs(names, {gi(own)}, marks=marks) + [('. “%s.”' % t, 'F1')] + tail
            if L == 'C' and k == 2:
                segs.append((' Best Paper Award Finalist.', 'F2'))
            f.need(26)
            d.text(LEFT, f.y, '[%s%d]' % (L, n - k), font='F2', size=9.5)
            d.text(RIGHT - 22, f.y, str(y), size=9.5)
            f.para(LEFT + 40, segs, RIGHT - LEFT - 80, size=9.5, lead=11.5)
            f.gap(5)
            pubs.append(pub(t, names, acr, y, knd, vf, eq=eq))
    head('Grants')
    for yr, s in [('2024', 'NSF CAREER-like award: Learning contact-rich manipulation in the field ($550,000)'), ('2022', 'Industry gift, Acme Robotics-like ($100,000)')]:
        d.text(RIGHT - 22, f.y, yr, size=9.5)
        f.para(LEFT + 40, [(s, 'F1')], RIGHT - LEFT - 80, size=9.5)
    f.gap(6)
    head('Invited Talks')
    for yr, s in [('2025', 'Robot learning in unstructured farms. Keynote, Field Robotics Workshop.'), ('2023', 'Seminar, Northern Robotics Lab.')]:
        d.text(RIGHT - 22, f.y, yr, size=9.5)
        f.para(LEFT + 40, [(s, 'F1')], RIGHT - LEFT - 80, size=9.5)
    write('robotics-pdf-label-year-columns.pdf', d.bytes(), 'Emeka Nwosu', pubs,
          "Synthetic PDF (Helvetica, %d pages) of a robotics CV laid out in three columns: a bold label column ([J6]…, [C9]…, [W4]…, "
          "counting down), the entry text wrapped in the middle column, and the YEAR right-aligned in a right column on the entry's first "
          "line (also printed in the venue). Running header with the name and 'Page N of 2' on every page. Bylines 'I. Surname, …' with the "
          "owner bold, raised small '*' marks after the first two names of some conference papers (equal contribution, listed), titles "
          "in curly quotes, venue acronyms in parentheses (ICRA, RSS, IROS, CoRL, RA-L, IJRR); a bold 'Best Paper Award Finalist.' tail; "
          "workshop papers and arXiv preprints. Education (advisor), grants and talks use the same columns and are not publications." % len(d.pages),
          advisors=['Haruto Sakamoto'])


zotero_html()
dblp_paste()
s2_paste()
orcid_paste()
french()
german()
italian()
spanish()
law_cv()
publichealth()
eleceng()
music()
math_mr()
quarto_listing()
md_table()
typst_fn()
researchgate()
acm_dl()
pdf_apa_hanging()
pdf_label_year()
