"""Write the fifth set of held-out publication lists and their gold.

Every name, title, venue, DOI, PMID, e-mail and identifier here is
invented (journal names are real-shaped but the papers are not). Each
list is written from one table of entries, so its gold agrees with its
text by construction. Run `python3 gen.py` (from anywhere; it writes
beside itself) only to regenerate after changing an entry. The PDFs are
laid out by the small writer below (base-14 fonts, WinAnsiEncoding, no
PDF library); the Word file and the notebook are written with fixed
timestamps and key order, so a run rewrites every file byte for byte.
"""
import io, json, os, zipfile
from html import escape

OUT = os.path.dirname(os.path.abspath(__file__))


def pub(title, authors, venue, year, kind, venue_full, complete=True, eq=()):
    return {"title": title, "authors": list(authors), "authors_complete": complete,
            "equal_contribution": list(eq), "venue": venue, "venue_full": venue_full,
            "year": year, "kind": kind}


def write(name, data, owner, pubs, notes):
    mode = 'wb' if isinstance(data, bytes) else 'w'
    kw = {} if mode == 'wb' else {'encoding': 'utf-8', 'newline': '\n'}
    with open(os.path.join(OUT, name), mode, **kw) as f:
        f.write(data)
    gold = {"file": name, "owner": owner, "advisors": [], "mentors": [], "education": [],
            "employment": [], "publications": pubs, "notes": notes}
    with open(os.path.join(OUT, name + '.gold.json'), 'w', encoding='utf-8', newline='\n') as f:
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


def van(p):
    """Vancouver form 'Surname GI' of (given, surname)."""
    return '%s %s' % (p[1], ini(p[0], dots=False))


def van_gold(p):
    return '%s %s' % (ini(p[0], dots=False), p[1])


def apa(p):
    return '%s, %s' % (p[1], ini(p[0]))


def apa_gold(p):
    return '%s %s' % (ini(p[0]), p[1])


# ------------------------------------------------ 1 economics, a job-market CV page: JMP, publications, R&R, working papers, WIP
def econ_jmc():
    own = ('Leilani', 'Kahananui')
    P = {'ab': ('Ahmed', 'Benali'), 'sv': ('Sofía', 'Valderrama'), 'km': ('Kwabena', 'Mensah'), 'iv': ('Ilse', 'Vermeulen'),
         'ds': ('Dmitri', 'Sokolov'), 'pr': ('Priya', 'Raghunathan')}
    # (section, title, coauthors, status/venue html, gold venue, year, kind, venue_full, abstract)
    E = [
        ('Job Market Paper', 'Minimum Wages and the Geography of Job Search: Evidence from Online Vacancies', [], None, None, None, 'preprint', None,
         'I link 40 million online vacancies to county minimum wages and show that applicants widen their search radius after local increases.'),
        ('Publications', 'Apprenticeship Subsidies and Firm Training Investment', [P['ab']], '<em>Journal of Labor Economics</em>, 2023, 41(2): 301–338.',
         'Journal of Labor Economics', 2023, 'journal', 'Journal of Labor Economics, 2023, 41(2): 301–338.', None),
        ('Publications', 'Commuting Costs and Female Labor Supply: Evidence from a Bus Rapid Transit Rollout', [P['sv'], P['km']],
         '<em>Journal of Urban Economics</em>, 2022, 128: 103412.', 'Journal of Urban Economics', 2022, 'journal', 'Journal of Urban Economics, 2022, 128: 103412.', None),
        ('Revise &amp; Resubmit', 'Who Benefits from Wage Transparency Laws?', [P['iv']], 'Revise and resubmit, <em>Review of Economic Studies</em>',
         None, None, 'preprint', 'Revise and resubmit, Review of Economic Studies', 'Pay-range posting mandates raise posted wages for new hires but compress raises for incumbents.'),
        ('Working Papers', 'Remote Work and the Wage Premium of Large Cities', [P['ds']], 'Draft, November 2024', None, 2024, 'preprint', 'Draft, November 2024', None),
        ('Working Papers', 'Noncompete Enforcement and Worker Mobility in Services', [], 'Draft, March 2023', None, 2023, 'preprint', 'Draft, March 2023',
         'Using a state supreme court ruling as a shock, I find that weaker enforcement raises job-to-job moves by 6 percent.'),
        ('Work in Progress', 'Automation Exposure and Early Retirement', [P['pr']], None, None, None, 'preprint', None, None),
        ('Work in Progress', 'Union Elections and Local Wages', [], None, None, None, 'preprint', None, None),
    ]
    h = ['<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8">', '<title>Leilani Kahananui | Economics</title>',
         '<link rel="stylesheet" href="/css/main.css">', '</head>', '<body>', '<nav class="top"><a href="/">Home</a> · <a href="#research">Research</a> · '
         '<a href="/cv.pdf">CV (PDF)</a> · <a href="#teaching">Teaching</a></nav>', '<header>', '<h1>Leilani Kahananui</h1>',
         '<p class="tagline">Ph.D. Candidate in Economics, Westbrook University<br>I am on the 2024–2025 academic job market.</p>',
         '<p>Fields: labor economics, urban economics, public finance · <a href="mailto:lkahananui@example.edu">lkahananui@example.edu</a> · +1 (808) 555-0143</p>',
         '</header>', '<section id="research">', '<h2>Research</h2>']
    pubs = []
    sec = None
    for i, (s, t, co, status, venue, y, kind, vf, abstract) in enumerate(E):
        if s != sec:
            if sec is not None:
                h.append('</div>')
            h += ['<h3>%s</h3>' % s, '<div class="papers">']
            sec = s
        h.append('<div class="paper">')
        link = '<a href="papers/%s.pdf">%s</a>' % ('kahananui-%d' % (i + 1), escape(t, False)) if s != 'Work in Progress' else escape(t, False)
        h.append('  <p class="paper-title"><strong>%s</strong></p>' % link)
        if co:
            names = jn(['<a href="https://example.org/~%s">%s</a>' % (c[1].lower(), full(c)) if j == 0 else full(c) for j, c in enumerate(co)], ', ', ' and ', ', and ')
            h.append('  <p class="coauthors">with %s</p>' % names)
        if status:
            h.append('  <p class="status">%s</p>' % status)
        if abstract:
            h.append('  <details><summary>Abstract</summary><p>%s</p></details>' % abstract)
        if s == 'Publications':
            h.append('  <p class="media">Media: <a href="https://example.org/news">VoxDev column</a>, <a href="https://example.org/pod">podcast interview</a></p>')
        h.append('</div>')
        pubs.append(pub(t, [full(own)] + [full(c) for c in co], venue, y, kind, vf))
    h += ['</div>', '</section>',
          '<section id="teaching">', '<h2>Teaching</h2>', '<ul>',
          '<li>Intermediate Microeconomics (teaching assistant), Westbrook University, 2021, 2022</li>',
          '<li>Labor Economics for Policy (instructor of record), summer 2023</li>', '</ul>', '</section>',
          '<section id="presentations">', '<h2>Presentations</h2>',
          '<p>2024: Society of Labor Economists (Portland); Urban Economics Association (Washington); Westbrook Applied Micro Lunch.<br>',
          '2023: Midwest Economics Association; Hawaiʻi Labor Workshop (discussant).</p>', '</section>',
          '<section id="references">', '<h2>References</h2>', '<ul>',
          '<li>Professor Margit Halvorsen (chair), Westbrook University, <a href="mailto:m.halvorsen@example.edu">m.halvorsen@example.edu</a></li>',
          '<li>Professor Olufemi Adeyinka, Westbrook University, <a href="mailto:o.adeyinka@example.edu">o.adeyinka@example.edu</a></li>',
          '<li>Associate Professor Chen Jiayi, Westbrook University, <a href="mailto:j.chen@example.edu">j.chen@example.edu</a></li>', '</ul>', '</section>',
          '<footer><p>© 2025 Leilani Kahananui</p></footer>', '</body>', '</html>', '']
    write('economics-jobmarket-page.html', '\n'.join(h), full(own), pubs,
          "Synthetic. Economics job-market candidate's HTML page: Research section with h3 groups Job Market Paper / Publications / Revise & Resubmit / "
          "Working Papers / Work in Progress; each paper a div with a bold (linked) title, 'with A, B, and C' co-author line, a status or journal line and "
          "an Abstract in <details>. The OWNER IS NEVER PRINTED in a byline: she is added first, then the co-authors, per the MANIFEST. "
          "Judgement calls: the JMP, R&R, working papers and work in progress are kind preprint with venue null (the R&R names a journal but is not "
          "published there; 'Draft, Month Year' gives the year); published papers are journal. Media links, teaching, presentations and the references "
          "list (three professors with e-mails) are not publications or co-authors.")


# ------------------------------------------------ 2 law, Bluebook scholarship page (owner implied, "&" bylines, year-as-volume, review)
def law_bluebook():
    own = 'Ayesha N. Rahman'
    # (markdown line, gold)
    E = [
        ('### Articles', None),
        ('*Algorithmic Notice and the Administrative State*, 98 Ind. L.J. 1021 (2023). [SSRN](https://papers.ssrn.example/abstract=4412870)',
         pub('Algorithmic Notice and the Administrative State', [own], 'Ind. L.J.', 2023, 'journal', '98 Ind. L.J. 1021 (2023).')),
        ('*The Quiet Delegation: Private Standards in Public Law*, 75 Stan. L. Rev. 1187 (2023) (with Mariana Quiroga Sáenz). [SSRN](https://papers.ssrn.example/abstract=4301955)',
         pub('The Quiet Delegation: Private Standards in Public Law', [own, 'Mariana Quiroga Sáenz'], 'Stan. L. Rev.', 2023, 'journal', '75 Stan. L. Rev. 1187 (2023).')),
        ('Ayesha N. Rahman & Tobias Krenn, *Data Trusts as Fiduciaries*, 101 B.U. L. Rev. 455 (2021).',
         pub('Data Trusts as Fiduciaries', [own, 'Tobias Krenn'], 'B.U. L. Rev.', 2021, 'journal', '101 B.U. L. Rev. 455 (2021).')),
        ('*Consent Fatigue*, 2020 Wis. L. Rev. 233.',
         pub('Consent Fatigue', [own], 'Wis. L. Rev.', 2020, 'journal', '2020 Wis. L. Rev. 233.')),
        ("*Platform Liability in Comparative Perspective*, 52 Vand. J. Transnat'l L. 611 (2019) (with Jun-ho Baek).",
         pub('Platform Liability in Comparative Perspective', [own, 'Jun-ho Baek'], "Vand. J. Transnat'l L.", 2019, 'journal', "52 Vand. J. Transnat'l L. 611 (2019).")),
        ('### Book Chapters', None),
        ('*Regulating by Procurement*, *in* The Cambridge Handbook of Public Technology Law 211 (Mina Park & Oskar Lund eds., 2022).',
         pub('Regulating by Procurement', [own], 'The Cambridge Handbook of Public Technology Law', 2022, 'chapter',
             'in The Cambridge Handbook of Public Technology Law 211 (Mina Park & Oskar Lund eds., 2022).')),
        ('### Essays and Reviews', None),
        ('*Notice Is Not Enough*, 136 Harv. L. Rev. F. 88 (2022) (reviewing Dana Whitlock, The Quiet Regulator (2021)).',
         pub('Notice Is Not Enough', [own], 'Harv. L. Rev. F.', 2022, 'other', '136 Harv. L. Rev. F. 88 (2022) (reviewing Dana Whitlock, The Quiet Regulator (2021)).')),
        ('*Standing for Software*, Yale J. on Reg.: Notice & Comment (Mar. 3, 2021), https://www.yalejreg.example/nc/standing-for-software/.',
         pub('Standing for Software', [own], 'Yale J. on Reg.: Notice & Comment', 2021, 'other', 'Yale J. on Reg.: Notice & Comment (Mar. 3, 2021).')),
        ('### Works in Progress', None),
        ('*Audit Rights for the Public* (draft on file with author).',
         pub('Audit Rights for the Public', [own], None, None, 'preprint', '(draft on file with author).')),
        ('*Procurement as Privacy Law* (with Tobias Krenn) (manuscript in progress).',
         pub('Procurement as Privacy Law', [own, 'Tobias Krenn'], None, None, 'preprint', '(manuscript in progress).')),
    ]
    m = ['---', 'layout: page', 'title: Scholarship', 'permalink: /scholarship/', '---', '',
         '**Ayesha N. Rahman** is Associate Professor of Law at Westbrook University School of Law, where she teaches Administrative Law, '
         'Information Privacy and Torts. Her work has been cited by the Court of Appeals for the Ninth Circuit.', '',
         'Contact: arahman@law.example.edu · (206) 555-0188', '']
    pubs = []
    for line, g in E:
        m += [line, '']
        if g:
            pubs.append(g)
    m += ['### Selected Presentations', '',
          '- *Data Trusts as Fiduciaries*, Privacy Law Scholars Conference, Berkeley (June 2020).',
          '- *Algorithmic Notice*, Administrative Law New Scholarship Roundtable, Ann Arbor (Oct. 2022).',
          '- Panelist, *The Future of Notice-and-Comment*, AALS Annual Meeting, San Diego (Jan. 2023).', '',
          '### Amicus Briefs', '',
          '- Brief of Administrative Law Scholars as Amici Curiae in Support of Respondents, *Doe v. Westbrook Cnty.*, No. 22-1187 (9th Cir. 2023).', '',
          '### Courses', '', 'Administrative Law · Information Privacy Law · Torts · Seminar: Law and Automated Decisions', '']
    write('law-bluebook-scholarship.md', '\n'.join(m), own, pubs,
          "Synthetic. Jekyll markdown page of a law professor: h3 sections Articles / Book Chapters / Essays and Reviews / Works in Progress, each entry "
          "a plain paragraph (no list marker) in Bluebook form '*Title*, VOL Journal PAGE (Year)'. The owner is implied in most entries (added first, "
          "per the MANIFEST) and printed once in a Bluebook co-author byline 'Ayesha N. Rahman & Tobias Krenn, *Title*, …'; co-authors otherwise in a "
          "trailing '(with X)' parenthetical. One journal uses the year as its volume ('2020 Wis. L. Rev. 233'). Venue = the journal abbreviation as "
          "printed. The chapter's '(Mina Park & Oskar Lund eds., 2022)' names editors, not authors; the review's '(reviewing Dana Whitlock, The Quiet "
          "Regulator (2021))' names the reviewed author, not an author. The review and the online blog essay are kind other; works in progress are "
          "preprints with venue and year null. Presentations (one repeats an article title), an amicus brief and courses are not publications.")


# ------------------------------------------------ 3 classics, LaTeX CV with etaremune lists, Greek in titles, Latin abbreviations
def classics_tex():
    own = 'Theodora Vlachou'
    # (section, tex item, gold)
    E = [
        ('Monograph', r"\emph{Callimachus and the Poetics of the Lock: A Commentary on \textit{Aetia} fr.~110 Pf.} (Leiden/Boston: Brill, 2022; Studia Hellenistica Westbrookiensia 12), xii + 388 pp.",
         pub('Callimachus and the Poetics of the Lock: A Commentary on Aetia fr. 110 Pf.', [own], 'Brill', 2022, 'book',
             'Leiden/Boston: Brill, 2022; Studia Hellenistica Westbrookiensia 12, xii + 388 pp.')),
        ('Articles', r"`The Syntax of \foreignlanguage{greek}{τὸ πρέπον} in Hellenistic Epigram', \emph{Mnemosyne} 75 (2022), 331--356.",
         pub('The Syntax of τὸ πρέπον in Hellenistic Epigram', [own], 'Mnemosyne', 2022, 'journal', 'Mnemosyne 75 (2022), 331–356.')),
        ('Articles', r"(with M.~Okafor) `Papyrus Fragments of a Lost Epyllion (P.Westb. inv.~214)', \emph{Zeitschrift f\"ur Papyrologie und Epigraphik} 219 (2021), 45--60.",
         pub('Papyrus Fragments of a Lost Epyllion (P.Westb. inv. 214)', [own, 'M. Okafor'], 'Zeitschrift für Papyrologie und Epigraphik', 2021, 'journal',
             'Zeitschrift für Papyrologie und Epigraphik 219 (2021), 45–60.')),
        ('Articles', r"`Ovid, \textit{Tristia} 1.3 and the Grammar of Exile', \emph{Classical Quarterly} n.s.\ 70 (2020), 712--725.",
         pub('Ovid, Tristia 1.3 and the Grammar of Exile', [own], 'Classical Quarterly', 2020, 'journal', 'Classical Quarterly n.s. 70 (2020), 712–725.')),
        ('Articles', r"`Notes on \foreignlanguage{greek}{λεπτότης}: Callim.\ fr.~1.24 Pf.\ and its Readers', \emph{Hermes} 147 (2019), 201--214.",
         pub('Notes on λεπτότης: Callim. fr. 1.24 Pf. and its Readers', [own], 'Hermes', 2019, 'journal', 'Hermes 147 (2019), 201–214.')),
        ('Articles', r"\textsc{Vlachou, T.} and \textsc{Castellanos, I.}, `Scholia to Aratus in a Neglected Vatican Manuscript (Vat.\ gr.\ 2291)', \emph{Revue d'Histoire des Textes} n.s.\ 13 (2018), 77--101.",
         pub('Scholia to Aratus in a Neglected Vatican Manuscript (Vat. gr. 2291)', ['T. Vlachou', 'I. Castellanos'], "Revue d'Histoire des Textes", 2018, 'journal',
             "Revue d'Histoire des Textes n.s. 13 (2018), 77–101.")),
        ('Chapters in edited volumes', r"`Lament and the Lyric \textit{I} in Erinna', in A.~Bianchi and K.~Oduya (eds.), \emph{Women Poets of Greece: Texts and Contexts} (Cambridge, 2023), 144--167.",
         pub('Lament and the Lyric I in Erinna', [own], 'Women Poets of Greece: Texts and Contexts', 2023, 'chapter',
             'in A. Bianchi and K. Oduya (eds.), Women Poets of Greece: Texts and Contexts (Cambridge, 2023), 144–167.')),
        ('Chapters in edited volumes', r"`\foreignlanguage{greek}{Ἀρετή} and Patronage in Theocritus 16', in S.~Haddad, J.~Novak and P.~Ferreira (eds.), \emph{Poetry and Power in the Hellenistic Courts} (Berlin/Boston, 2020), 59--81.",
         pub('Ἀρετή and Patronage in Theocritus 16', [own], 'Poetry and Power in the Hellenistic Courts', 2020, 'chapter',
             'in S. Haddad, J. Novak and P. Ferreira (eds.), Poetry and Power in the Hellenistic Courts (Berlin/Boston, 2020), 59–81.')),
    ]
    t = [r'\documentclass[11pt,a4paper]{article}', r'\usepackage[greek,english]{babel}', r'\usepackage[T1]{fontenc}', r'\usepackage{etaremune}',
         r'\usepackage[margin=2.5cm]{geometry}', r'\usepackage{hyperref}', r'\pagestyle{empty}', r'\setlength{\parindent}{0pt}', '',
         r'\begin{document}', '', r'{\Large\textbf{Theodora Vlachou}}\\[2pt]', r'Lecturer in Greek and Latin, Department of Classics, Westbrook University\\',
         r'\href{mailto:t.vlachou@example.ac.uk}{t.vlachou@example.ac.uk} \quad +44 20 7946 0321', '',
         r'\section*{Education}', r'\begin{tabular}{@{}ll}', r'2017 & D.Phil.\ in Classical Languages and Literature, Westbrook (supervisor: Prof.\ R.~Lindqvist)\\',
         r'2012 & M.A.\ in Classics, National and Kapodistrian University of Athens\\', r'\end{tabular}', '',
         r'\section*{Publications}']
    pubs = []
    sec = None
    for s, item, g in E:
        if s != sec:
            if sec is not None:
                t.append(r'\end{etaremune}')
            t += ['', r'\subsection*{%s}' % s, r'\begin{etaremune}']
            sec = s
        t.append(r'\item ' + item)
        pubs.append(g)
    t += [r'\end{etaremune}', '',
          r"% \item `Early draft on Lycophron', unpublished.", '',
          r'\section*{Papers presented}', r'\begin{itemize}',
          r"\item `The Lock and the Lyre', Triennial Conference of the Hellenic Societies, Cambridge, July 2022.",
          r"\item `\foreignlanguage{greek}{τὸ πρέπον} and Decorum', Classical Association Annual Conference, Swansea, April 2021.",
          r'\end{itemize}', '', r'\section*{Teaching}',
          r'Greek Prose Composition; Latin Verse; Hellenistic Poetry (M.St.\ seminar, with Dr I.~Castellanos).', '', r'\end{document}', '']
    write('classics-etaremune-cv.tex', '\n'.join(t), own, pubs,
          "Synthetic. LaTeX CV of a classicist: \\subsection* groups Monograph / Articles / Chapters in edited volumes, each an etaremune list (numbered "
          "in reverse when typeset; the numbers are not in the source). Titles in LaTeX single quotes `…', Greek words in "
          "\\foreignlanguage{greek}{…} kept as Unicode Greek in the gold titles, \\textit inside titles dropped, Latin/philological abbreviations inside "
          "titles ('fr. 110 Pf.', 'Callim. fr. 1.24 Pf.', 'P.Westb. inv. 214', 'Vat. gr. 2291') kept. Owner implied in all but one entry (added first "
          "per the MANIFEST); one co-authored entry starts '(with M.~Okafor)' → authors [owner, 'M. Okafor']; one prints small-caps 'Vlachou, T. and "
          "Castellanos, I.' → 'T. Vlachou', 'I. Castellanos'. Chapters: editors '(eds.)' are not authors; venue the volume. The monograph's venue is "
          "the publisher. Not publications: the "
          "commented-out item, papers presented, teaching, education.")


# ------------------------------------------------ 4 psychology, Polish publication record (wykaz publikacji) with MEiN points and "i in."
def polish():
    own = ('Agnieszka', 'Wróblewska-Nowak')
    P = {'pk': ('Piotr', 'Kaczmarek'), 'tz': ('Tomasz', 'Zieliński'), 'ko': ('Katarzyna', 'Ostrowska'), 'cd': ('Claire', 'Dubois'),
         'mk': ('Marta', 'Kowalczyk'), 'ml': ('Michał', 'Lis'), 'jw': ('Julia', 'Wiśniewska')}
    A = lambda p: '%s, %s' % (p[1], ini(p[0]))
    G = lambda p: '%s %s' % (ini(p[0]), p[1])
    arts = [
        ([own, P['pk'], P['tz']], False, 2024, 'Poczucie kontroli a dobrostan studentów w okresie sesji egzaminacyjnej', 'Psychologia Społeczna', '19(1), 45–62', 100),
        ([P['pk'], own, P['ko']], True, 2023, 'Lęk przed oceną i prokrastynacja akademicka. Badanie podłużne', 'Studia Psychologiczne', '61(3), 5–24', 100),
        ([own, P['cd'], P['mk']], False, 2022, 'Loneliness and smartphone use in late adolescence: A three-wave longitudinal study', 'Computers in Human Behavior', '131, 107215', 200),
        ([P['tz'], own], False, 2021, 'Skala Odporności Psychicznej – polska adaptacja i walidacja', 'Przegląd Psychologiczny', '64(2), 211–230', 70),
        ([own, P['jw']], False, 2019, 'Samotność a korzystanie z mediów społecznościowych u młodych dorosłych', 'Roczniki Psychologiczne', '22(4), 301–318', 70),
    ]
    t = ['dr hab. Agnieszka Wróblewska-Nowak, prof. UWb', 'Instytut Psychologii, Uniwersytet Westbrook',
         'e-mail: a.wroblewska-nowak@example.edu.pl   tel. +48 22 555 01 47   ORCID: 0000-0002-1825-0097', '',
         'WYKAZ PUBLIKACJI (stan na 31 marca 2025 r.)', '',
         'Liczba punktów MEiN w nawiasach kwadratowych.', '',
         'I. Artykuły w czasopismach naukowych', '']
    pubs = []
    for k, (au, etal, y, ti, j, rest, pts) in enumerate(arts):
        names = jn([A(a) for a in au], ', ', ', ', ', ')
        if etal:
            names += ' i in.'
        t.append('%d. %s (%d). %s. %s, %s. https://doi.org/10.5555/pl.%d.%03d [%d pkt]' % (k + 1, names, y, ti, j, rest, y, 11 * k + 7, pts))
        pubs.append(pub(ti, [G(a) for a in au], j, y, 'journal', '%s, %s.' % (j, rest), complete=not etal))
    t += ['', 'II. Monografie i rozdziały w monografiach', '',
          '1. Wróblewska-Nowak, A. (2020). Samotność w sieci. Psychologiczne korelaty używania mediów społecznościowych. Warszawa: Wydawnictwo Naukowe Scholar. [monografia, 100 pkt]',
          '2. Wróblewska-Nowak, A., Lis, M. (2022). Adolescencja w czasach pandemii. W: J. Kowal, B. Nowicka (red.), Zdrowie psychiczne młodzieży (s. 45–67). Kraków: Impuls. [rozdział, 20 pkt]',
          '3. Dubois, C., Wróblewska-Nowak, A. (2021). Digital loneliness across cultures. In: H. Sato, R. Mbeki (Eds.), Handbook of Cyberpsychology (pp. 233–251). Cham: Springer. [rozdział, 50 pkt]',
          '']
    pubs += [pub('Samotność w sieci. Psychologiczne korelaty używania mediów społecznościowych', ['A. Wróblewska-Nowak'], 'Wydawnictwo Naukowe Scholar', 2020, 'book',
                 'Warszawa: Wydawnictwo Naukowe Scholar.'),
             pub('Adolescencja w czasach pandemii', ['A. Wróblewska-Nowak', 'M. Lis'], 'Zdrowie psychiczne młodzieży', 2022, 'chapter',
                 'W: J. Kowal, B. Nowicka (red.), Zdrowie psychiczne młodzieży (s. 45–67). Kraków: Impuls.'),
             pub('Digital loneliness across cultures', ['C. Dubois', 'A. Wróblewska-Nowak'], 'Handbook of Cyberpsychology', 2021, 'chapter',
                 'In: H. Sato, R. Mbeki (Eds.), Handbook of Cyberpsychology (pp. 233–251). Cham: Springer.')]
    t += ['III. Wystąpienia konferencyjne', '',
          '1. Wróblewska-Nowak, A., Kaczmarek, P. (2023). Prokrastynacja w czasie sesji. Referat na XL Zjeździe Naukowym Polskiego Towarzystwa Psychologicznego, Lublin, 14–17 września 2023.',
          '2. Wróblewska-Nowak, A. (2022). Loneliness online: cross-cultural evidence. Wykład na zaproszenie (invited talk), European Conference on Personality, Madrid.', '',
          'IV. Projekty badawcze', '',
          '2021–2025  Kierownik projektu NCN OPUS 20 nr 2020/39/B/HS6/01234 „Samotność cyfrowa w okresie dorastania” (kwota: 845 000 zł).',
          '2018–2020  Wykonawca w projekcie NCN SONATA „Mechanizmy prokrastynacji akademickiej” (kierownik: dr P. Kaczmarek).', '',
          'V. Nagrody', '', '2021  Nagroda Rektora Uniwersytetu Westbrook II stopnia za osiągnięcia naukowe.', '']
    write('psychology-polish-wykaz.txt', '\n'.join(t), full(own), pubs,
          "Synthetic. Polish plain-text publication record of a psychologist (wykaz publikacji): Roman-numbered sections (articles; monographs and "
          "chapters; conference talks; projects; awards), numbering restarts per section. APA-like entries 'Surname, I., Surname, I. (Year). Title. "
          "Journal, vol(issue), pages. DOI-URL [N pkt]' with Polish ministry points in brackets; commas only between names (no '&' or 'i'); one byline "
          "ends 'i in.' (= et al.) → authors_complete false. Titles in Polish with internal '. ' (title. subtitle) kept whole; one English article and "
          "one English chapter ('In: … (Eds.)'). 'W: J. Kowal, B. Nowicka (red.)' names editors, not authors; venue the volume. Names → 'A. "
          "Wróblewska-Nowak'. Conference talks (section III, 'Referat' and an invited talk, no printed abstract), projects and awards are not "
          "publications.")


# ------------------------------------------------ 5 mechanical engineering, Turkish academic CV (YÖK-style lettered sections A1, B1, …)
def turkish():
    own = 'Selin Öztürk'
    # (section letter, authors printed, gold authors, year, title, tail, gold venue, kind, venue_full)
    E = [
        ('A', 'Öztürk S., Kaya M., Yıldırım Demir E.', ['S. Öztürk', 'M. Kaya', 'E. Yıldırım Demir'], 2023,
         'Thermal fatigue of additively manufactured Inconel 718 lattice structures', 'International Journal of Fatigue, 168, 107421. (SCI-Expanded) DOI: 10.5555/ijf.2023.107421',
         'International Journal of Fatigue', 'journal', 'International Journal of Fatigue, 168, 107421.'),
        ('A', 'Kaya M., Öztürk S.', ['M. Kaya', 'S. Öztürk'], 2021,
         'Topology optimisation of heat exchangers for laser powder bed fusion', 'Materials & Design, 204, 109660. (SCI-Expanded)',
         'Materials & Design', 'journal', 'Materials & Design, 204, 109660.'),
        ('A', 'Arslan B., Öztürk S., Nguyen T. H., Schmidt L.', ['B. Arslan', 'S. Öztürk', 'T. H. Nguyen', 'L. Schmidt'], 2020,
         'Porosity and crack initiation in electron-beam melted Ti-6Al-4V', 'Journal of Materials Processing Technology, 278, 116512. (SCI)',
         'Journal of Materials Processing Technology', 'journal', 'Journal of Materials Processing Technology, 278, 116512.'),
        ('B', 'Öztürk S., Arslan B.', ['S. Öztürk', 'B. Arslan'], 2022,
         'Residual stress prediction in laser powder bed fusion with a layer-lumping model', '10th International Conference on Additive Manufacturing Technologies, İstanbul, Türkiye, 112-118. (Tam metin bildiri)',
         '10th International Conference on Additive Manufacturing Technologies', 'conference', '10th International Conference on Additive Manufacturing Technologies, İstanbul, Türkiye, 112-118.'),
        ('B', 'Çelik H., Öztürk S.', ['H. Çelik', 'S. Öztürk'], 2019,
         'Surface roughness effects on high-cycle fatigue of printed steel', 'European Conference on Fracture, Lisbon, Portugal, 1 (Özet bildiri)',
         'European Conference on Fracture', 'conference', 'European Conference on Fracture, Lisbon, Portugal, 1'),
        ('C', 'Öztürk S.', ['S. Öztürk'], 2021,
         'Fatigue of lattice materials', 'In: Additive Manufacturing of Metals: Design and Qualification, Editör: Kaya M., Springer, Cham, 233-260.',
         'Additive Manufacturing of Metals: Design and Qualification', 'chapter', 'In: Additive Manufacturing of Metals: Design and Qualification, Editör: Kaya M., Springer, Cham, 233-260.'),
        ('D', 'Öztürk S., Çelik H.', ['S. Öztürk', 'H. Çelik'], 2019,
         'Eklemeli imalatta yüzey pürüzlülüğünün yorulma ömrüne etkisi', 'Gazi Üniversitesi Mühendislik-Mimarlık Fakültesi Dergisi, 34(2), 901-914.',
         'Gazi Üniversitesi Mühendislik-Mimarlık Fakültesi Dergisi', 'journal', 'Gazi Üniversitesi Mühendislik-Mimarlık Fakültesi Dergisi, 34(2), 901-914.'),
        ('D', 'Yıldırım Demir E., Öztürk S., Kaya M.', ['E. Yıldırım Demir', 'S. Öztürk', 'M. Kaya'], 2018,
         'Kafes yapıların sonlu elemanlar yöntemiyle modellenmesi', 'Makina Tasarım ve İmalat Dergisi, 16(1), 23-35.',
         'Makina Tasarım ve İmalat Dergisi', 'journal', 'Makina Tasarım ve İmalat Dergisi, 16(1), 23-35.'),
    ]
    heads = {'A': 'A. Uluslararası hakemli dergilerde yayımlanan makaleler (SCI, SSCI, Arts and Humanities)',
             'B': 'B. Uluslararası bilimsel toplantılarda sunulan ve bildiri kitabında (Proceedings) basılan bildiriler',
             'C': 'C. Yazılan uluslararası kitaplar veya kitaplarda bölümler',
             'D': 'D. Ulusal hakemli dergilerde yayımlanan makaleler'}
    h = ['<!DOCTYPE html>', '<html lang="tr">', '<head><meta charset="utf-8"><title>Prof. Dr. Selin ÖZTÜRK - Özgeçmiş</title></head>', '<body>',
         '<div class="ozgecmis">', '<h1>Prof. Dr. Selin ÖZTÜRK</h1>',
         '<table class="kunye"><tr><td>Birim</td><td>Makine Mühendisliği Bölümü, Westbrook Teknik Üniversitesi</td></tr>',
         '<tr><td>E-posta</td><td>selin.ozturk@example.edu.tr</td></tr><tr><td>Telefon</td><td>+90 312 555 0172</td></tr></table>',
         '<h2>1. Öğrenim Durumu</h2>', '<table><tr><th>Derece</th><th>Alan</th><th>Üniversite</th><th>Yıl</th></tr>',
         '<tr><td>Doktora</td><td>Makine Mühendisliği</td><td>Orta Doğu Teknik Üniversitesi</td><td>2012</td></tr>',
         '<tr><td>Yüksek Lisans</td><td>Makine Mühendisliği</td><td>Gazi Üniversitesi</td><td>2007</td></tr></table>',
         '<h2>2. Yönetilen Yüksek Lisans ve Doktora Tezleri</h2>',
         '<p>2.1. Yüksek Lisans Tezleri</p>', '<p>Arslan B., Eklemeli imalatta artık gerilme tahmini, 2021.</p>',
         '<p>2.2. Doktora Tezleri</p>', '<p>Çelik H., Kafes yapılarda yorulma hasarı, 2023.</p>',
         '<h2>3. Yayınlar</h2>']
    pubs = []
    sec, n = None, 0
    for s, au, gau, y, ti, tail, venue, kind, vf in E:
        if s != sec:
            h.append('<h3>%s</h3>' % heads[s])
            sec, n = s, 0
        n += 1
        h.append('<p>%s%d. %s (%d). %s. %s</p>' % (s, n, escape(au, False), y, escape(ti, False), escape(tail, False)))
        pubs.append(pub(ti, gau, venue, y, kind, vf))
    h += ['<h2>4. Projeler</h2>',
          '<p>1. TÜBİTAK 1001, 121M456, "Eklemeli imalat ile üretilen kafes yapıların termomekanik yorulması", Yürütücü, 2021-2024.</p>',
          '<p>2. BAP, FDK-2019-3012, "Lazer toz yatağında artık gerilme ölçümü", Araştırmacı, 2019-2020.</p>',
          '<h2>5. İdari Görevler</h2>', '<p>Bölüm Başkan Yardımcısı, Makine Mühendisliği Bölümü, 2020-2023.</p>',
          '<h2>6. Verdiği Lisans ve Lisansüstü Dersler</h2>',
          '<table><tr><th>Dönem</th><th>Dersin Adı</th><th>Saat</th></tr><tr><td>Güz 2024</td><td>Malzeme Yorulması</td><td>3</td></tr></table>',
          '</div>', '</body>', '</html>', '']
    write('mecheng-turkish-ozgecmis.html', '\n'.join(h), own, pubs,
          "Synthetic. Turkish academic CV (özgeçmiş) in the lettered YÖK layout as an HTML page: numbered h2 sections, under '3. Yayınlar' the h3 groups "
          "A (international SCI journals), B (international proceedings: full paper 'Tam metin bildiri' and abstract 'Özet bildiri', both kind "
          "conference), C (book chapter) and D (national journals, Turkish titles); each entry a <p> starting 'A1.', 'B2.' … then "
          "'Surname I., Surname I. (Year). Title. Journal, vol(issue), pages. (SCI-Expanded)'. Names 'Öztürk S.' → 'S. Öztürk' (the printed period kept, "
          "no comma inside a name); a two-word surname 'Yıldırım Demir E.' → 'E. Yıldırım Demir'; 'Nguyen T. H.' → 'T. H. Nguyen'. Chapter: "
          "'Editör: Kaya M.' is an editor, not an author. Supervised theses (student name, title, year), projects with quoted titles, duties and "
          "courses are not publications.")


# ------------------------------------------------ 6 atmospheric chemistry, a French HAL publication-list export (dl.NoticeRes records)
def hal():
    own = 'Camille Rousseau'
    # (rubrique, authors, complete, title, venue html tail, gold venue, year, kind, hal id, venue_full)
    E = [
        ('Articles dans une revue', ['Camille Rousseau', 'Mamadou Diallo', 'Inès Ferreira'], True,
         'Formation d’aérosols organiques secondaires à partir de l’ozonolyse du limonène en chambre de simulation',
         'Atmospheric Chemistry and Physics, 2023, 23 (14), pp.8123-8141', 'Atmospheric Chemistry and Physics', 2023, 'journal', 'hal-04123456',
         'Atmospheric Chemistry and Physics, 2023, 23 (14), pp.8123-8141.'),
        ('Articles dans une revue', ['Jean-Baptiste Morel', 'Camille Rousseau', 'Yuki Hasegawa', 'Aminata Traoré', 'Lukas Brandt', 'Sofia Karlsson'], False,
         'Night-time nitrate radical chemistry over the Paris megacity: results from an airborne campaign',
         'Journal of Geophysical Research: Atmospheres, 2022, 127 (8), pp.e2021JD035512', 'Journal of Geophysical Research: Atmospheres', 2022, 'journal', 'hal-03678901',
         'Journal of Geophysical Research: Atmospheres, 2022, 127 (8), pp.e2021JD035512.'),
        ('Articles dans une revue', ['Camille Rousseau', 'Inès Ferreira'], True,
         'Photolyse des nitrates d’alkyle : mesures de sections efficaces entre 280 et 340 nm',
         'Pollution Atmosphérique, 2020, 245, pp.33-48', 'Pollution Atmosphérique', 2020, 'journal', 'hal-02876543', 'Pollution Atmosphérique, 2020, 245, pp.33-48.'),
        ('Communications dans un congrès', ['Camille Rousseau', 'Mamadou Diallo'], True,
         'Yields of highly oxygenated molecules from monoterpene ozonolysis',
         'European Aerosol Conference (EAC 2022), Sep 2022, Lyon, France', 'EAC 2022', 2022, 'conference', 'hal-03790123',
         'European Aerosol Conference (EAC 2022), Sep 2022, Lyon, France.'),
        ('Poster de conférence', ['Aminata Traoré', 'Camille Rousseau'], True,
         'Indoor limonene chemistry in occupied classrooms',
         'Indoor Air 2020, Nov 2020, Séoul (virtual), South Korea', 'Indoor Air 2020', 2020, 'poster', 'hal-03012345',
         'Indoor Air 2020, Nov 2020, Séoul (virtual), South Korea.'),
        ('Chapitres d’ouvrage', ['Camille Rousseau'], True,
         'Chambres de simulation atmosphérique',
         'Lucie Bernard; Hugo Marchetti. La chimie de l’atmosphère : méthodes expérimentales, EDP Sciences, pp.145-172, 2021, 978-2-7598-0000-0',
         'La chimie de l’atmosphère : méthodes expérimentales', 2021, 'chapter', 'hal-03345678',
         'Lucie Bernard; Hugo Marchetti. La chimie de l’atmosphère : méthodes expérimentales, EDP Sciences, pp.145-172, 2021.'),
        ('Thèses', ['Camille Rousseau'], True,
         'Réactivité des monoterpènes et formation d’aérosols : approche expérimentale',
         'Chimie. Université Grenoble Alpes, 2016. Français. ⟨NNT : 2016GREAU021⟩', 'Université Grenoble Alpes', 2016, 'thesis', 'tel-01498765',
         'Chimie. Université Grenoble Alpes, 2016. Français.'),
        ('Pré-publications, Documents de travail', ['Mamadou Diallo', 'Camille Rousseau', 'Lukas Brandt'], True,
         'A machine-learning emulator of monoterpene oxidation mechanisms',
         '2024', None, 2024, 'preprint', 'hal-04567890', '2024.'),
    ]
    h = ['<!DOCTYPE html>', '<html lang="fr">', '<head><meta charset="utf-8"><title>Publications de Camille Rousseau - HAL</title>',
         '<link rel="stylesheet" href="https://haltools.example.fr/css/export.css"></head>', '<body>',
         '<div id="header"><h1>Camille Rousseau</h1><p>Chargée de recherche CNRS, Laboratoire de Chimie Atmosphérique de Westbrook</p>',
         '<p>idHAL : <a href="https://cv.hal.example/camille-rousseau">camille-rousseau</a> · ORCID 0000-0003-4401-2187</p></div>',
         '<div id="res_script">', '<p class="Stats">Nombre de documents : %d</p>' % len(E)]
    pubs = []
    rub = None
    for r, au, complete, ti, tail, venue, y, kind, hid, vf in E:
        if r != rub:
            if rub is not None:
                h.append('</div>')
            h += ['<p class="Rubrique">%s</p>' % escape(r, False), '<div class="Rubrique_contenu">']
            rub = r
        names = ', '.join(au) + ('. et al.' if not complete else '.')
        doi = '' if kind in ('thesis', 'preprint', 'poster') else ' <a href="https://doi.org/10.5555/hal.%s">⟨10.5555/hal.%s⟩</a>.' % (hid[4:], hid[4:])
        h += ['<dl class="NoticeRes"><dt class="ChampRes">ref_biblio</dt>',
              '<dd class="ValeurRes ref_biblio"><span class="Auteurs">%s</span> <a href="https://hal.example/%s" class="Titre">%s</a>. %s.%s '
              '<a href="https://hal.example/%s">⟨%s⟩</a></dd>' % (escape(names, False), hid, escape(ti, False), escape(tail, False), doi, hid, hid),
              '</dl>']
        pubs.append(pub(ti, au, venue, y, kind, vf, complete=complete))
    h += ['</div>', '</div>', '<div id="footer"><p>Export HAL – <a href="https://haltools.example.fr/">haltools</a> – 12/03/2025</p></div>', '</body>', '</html>', '']
    write('atmoschem-hal-export.html', '\n'.join(h), own, pubs,
          "Synthetic. A French HAL (haltools) publication-list export: p.Rubrique headings (Articles dans une revue / Communications dans un congrès / "
          "Poster de conférence / Chapitres d’ouvrage / Thèses / Pré-publications, Documents de travail), each record a dl.NoticeRes whose dd holds "
          "'Given Surname, Given Surname. <a class=Titre>Title</a>. Journal, Year, vol (issue), pp.a-b. ⟨DOI⟩. ⟨hal-…⟩'. Names in natural order, "
          "kept as printed. One byline ends '. et al.' → authors_complete false. French titles with typographic apostrophes and ' : '. The chapter "
          "tail starts with the editors 'Lucie Bernard; Hugo Marchetti.' (not authors; venue the book). Congress venue: the acronym printed "
          "'EAC 2022' / the meeting name; the poster is kind poster; the thesis's venue the university; the HAL-only working paper is a preprint "
          "with venue null and year 2024. The document-count line and the footer are not publications.")


# ------------------------------------------------ 7 computational social science, a Jupyter notebook whose markdown cells hold the list
def notebook():
    own = ('Nkechi', 'Okafor')
    P = {'sl': ('Sven', 'Lindgren'), 'rh': ('Rania', 'Haddad'), 'ty': ('Takumi', 'Yoshida'), 'mg': ('María José', 'González'),
         'wa': ('Wiremu', 'Aperahama'), 'ek': ('Elif', 'Kaplan')}
    # (year group, authors, year, title, venue md, gold venue, kind, venue_full)
    E = [
        ('2024', [own, P['sl'], P['rh']], 2024, 'Measuring affective polarisation from reply networks', '*Journal of Computational Social Science*, 7(1), 211–236',
         'Journal of Computational Social Science', 'journal', 'Journal of Computational Social Science, 7(1), 211–236.'),
        ('2024', [P['ty'], own], 2024, 'Who moderates the moderators? Volunteer governance on community forums', 'In *Proceedings of the International AAAI Conference on Web and Social Media (ICWSM)*, 18, 1502–1515',
         'ICWSM', 'conference', 'In Proceedings of the International AAAI Conference on Web and Social Media (ICWSM), 18, 1502–1515.'),
        ('2023', [own, P['mg']], 2023, 'Seasonal migration and mobile-money flows in West Africa', '*EPJ Data Science*, 12, 44',
         'EPJ Data Science', 'journal', 'EPJ Data Science, 12, 44.'),
        ('2023', [P['wa'], P['ek'], own, P['sl']], 2023, 'Indigenous-language content on social media: a census of Māori-language posts', '*Social Media + Society*, 9(2)',
         'Social Media + Society', 'journal', 'Social Media + Society, 9(2).'),
        ('2022', [own], 2022, 'Text as data for African election monitoring', '*Political Analysis*, 30(3), 377–394',
         'Political Analysis', 'journal', 'Political Analysis, 30(3), 377–394.'),
        ('Preprints', [own, P['rh'], P['ty']], 2025, 'Large language models as annotators of political incivility: a validation study', '*arXiv:2502.04417*',
         'arXiv', 'preprint', 'arXiv:2502.04417.'),
        ('Preprints', [P['ek'], own], 2024, 'Cross-platform diffusion of election rumours', '*SocArXiv*. https://doi.org/10.5555/osf.io/k7x2q',
         'SocArXiv', 'preprint', 'SocArXiv.'),
    ]

    def md(src):
        lines = src.split('\n')
        return {"cell_type": "markdown", "metadata": {}, "source": [l + '\n' for l in lines[:-1]] + [lines[-1]]}

    def code(src, n, outputs):
        lines = src.split('\n')
        return {"cell_type": "code", "execution_count": n, "metadata": {}, "outputs": outputs,
                "source": [l + '\n' for l in lines[:-1]] + [lines[-1]]}
    cells = [md('# Publications\n\nNkechi Okafor · Assistant Professor of Computational Social Science, Westbrook University\n\n'
                'This notebook reads `pubs.bib`, checks DOIs and renders the list below for my website. Last run: 10 February 2025.'),
             code('import bibtexparser\nimport pandas as pd\n\nwith open("pubs.bib") as f:\n    db = bibtexparser.load(f)\ndf = pd.DataFrame(db.entries)\n'
                  'print(f"Loaded {len(df)} entries")', 1,
                  [{"name": "stdout", "output_type": "stream", "text": ["Loaded 9 entries\n"]}]),
             code("df[['year', 'ENTRYTYPE', 'title']].head(3)", 2,
                  [{"data": {"text/plain": ["   year ENTRYTYPE                                              title\n",
                                            "0  2025    misc  Large language models as annotators of politic...\n",
                                            "1  2024  article  Measuring affective polarisation from reply ne...\n",
                                            "2  2024  inproceedings  Who moderates the moderators? Volunteer gov..."]},
                    "execution_count": 2, "metadata": {}, "output_type": "execute_result"}]),
             md('Entries with my name in **bold**; † marks student co-authors I supervise.')]
    pubs = []
    grp = None
    buf = []
    for g, au, y, ti, vmd, venue, kind, vf in E:
        if g != grp:
            if buf:
                cells.append(md('\n'.join(buf)))
            buf = ['## ' + g, '']
            grp = g
        names = []
        for a in au:
            s = apa(a)
            if a == own:
                s = '**' + s + '**'
            if a in (P['wa'], P['ty']):
                s += '†'
            names.append(s)
        buf.append('- %s (%d). %s. %s.' % (jn(names, ', ', ', & ', ', & '), y, ti, vmd))
        pubs.append(pub(ti, [apa_gold(a) for a in au], venue, y, kind, vf))
    cells.append(md('\n'.join(buf)))
    cells.append(code('missing = df[df.doi.isna()]\nmissing[["title"]]', 3,
                      [{"data": {"text/plain": ["                                         title\n", "6  Text as data for African election monitoring"]},
                        "execution_count": 3, "metadata": {}, "output_type": "execute_result"}]))
    cells.append(md('## Software\n\n- `replynet` — Python package for reply-network polarisation measures (v0.4, 2024). https://github.com/example/replynet\n\n'
                    '## Invited talks\n\n- "Reply networks and polarisation", Computational Social Science Summer Institute, Accra, 2024.\n'
                    '- "Annotating incivility with LLMs", Westbrook Data Science Seminar, 2025.'))
    nb = {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                                       "language_info": {"name": "python", "version": "3.11.6"}}, "nbformat": 4, "nbformat_minor": 5}
    write('css-jupyter-notebook.ipynb', json.dumps(nb, ensure_ascii=False, indent=1, sort_keys=True) + '\n', full(own), pubs,
          "Synthetic. A Jupyter notebook (nbformat 4, JSON) that renders a publication list: markdown cells with a title and intro, '## 2024', '## 2023', "
          "'## 2022', '## Preprints' cells each holding '- ' items in APA ('**Okafor, N.**, Lindgren, S., & Haddad, R. (2024). Title. *Journal*, vol(issue), pages.'; "
          "owner bold, '†' after supervised students, dropped), and code cells with outputs: a stream line, a DataFrame text/plain output that repeats "
          "three titles TRUNCATED with '...', and another output repeating one title. The outputs are not publications (the truncated titles are a trap; "
          "the scorer counts a title once). Names → 'N. Okafor'. ICWSM proceedings paper: venue the acronym, kind conference. arXiv and SocArXiv "
          "preprints: venue the server. Software and invited talks cells are not publications.")


# ------------------------------------------------ 8 soil science, an Emacs org file whose publications are org tables
def org_table():
    own = ('Pita', 'Taufa')
    P = {'kr': ('Kristin', 'Reinholt'), 'za': ('Zahra', 'Ahmadi'), 'lm': ('Luis', 'Mendoza Ríos'), 'ao': ('Adwoa', 'Owusu'),
         'hs': ('Haruto', 'Suzuki'), 'nb': ('Nadia', 'Bouzid')}
    arts = [
        (2024, [own, P['kr'], P['za']], 'Soil organic carbon stocks under taro cultivation in Tonga', 'Geoderma', '441', '116745'),
        (2023, [P['lm'], own], 'Biochar amendments and nitrous oxide fluxes on volcanic soils', 'Soil Biology and Biochemistry', '178', '108961'),
        (2022, [own, P['ao'], P['hs'], P['kr']], 'Mapping soil salinity on low-lying atolls with Sentinel-2', 'Remote Sensing of Environment', '270', '112871'),
        (2021, [P['za'], own], 'Earthworm abundance after cyclone-driven flooding', 'Applied Soil Ecology', '165', '104006'),
        (2020, [own], 'Phosphorus sorption in coralline soils', 'European Journal of Soil Science', '71(5)', '889–902'),
    ]
    abstracts = [
        (2023, [own, P['nb']], 'Saltwater intrusion and microbial respiration in atoll soils', 'EGU General Assembly 2023', 'EGU23-4417'),
        (2021, [P['kr'], own], 'A pedotransfer function for Pacific island soils', 'ASA-CSSA-SSSA Annual Meeting', 'Abstract 134-7'),
    ]

    def row(cells, widths):
        return '| ' + ' | '.join(c.ljust(w) for c, w in zip(cells, widths)) + ' |'

    def names(au):
        return ', '.join(('*%s*' % van(a)) if a == own else van(a) for a in au)
    o = ['#+TITLE: Publications', '#+AUTHOR: Pita Taufa', '#+EMAIL: p.taufa@example.ac.nz', '#+OPTIONS: toc:nil num:nil ^:nil', '#+STARTUP: align', '',
         'Pita Taufa — soil scientist, School of Environment, University of Westbrook. Owner marked =*bold*= in the tables.', '',
         '* Peer-reviewed articles']
    hdr = ['Year', 'Authors', 'Title', 'Journal', 'Vol.', 'Pages', 'Link']
    rows = [[str(y), names(au), t, j, v, p, '[[https://doi.org/10.5555/soil.%d.%d][doi]]' % (y, k)] for k, (y, au, t, j, v, p) in enumerate(arts)]
    widths = [max(len(r[i]) for r in rows + [hdr]) for i in range(len(hdr))]
    o += ['#+NAME: tab-articles', '#+ATTR_HTML: :border 1 :rules all :frame border', row(hdr, widths),
          '|' + '+'.join('-' * (w + 2) for w in widths) + '|', row(['<4>', '<30>', '<40>', '', '', '', ''], widths)]
    o += [row(r, widths) for r in rows]
    o += ['#+TBLFM: $7=\'(concat "[[doi]]")::@1$1=Year', '']
    pubs = [pub(t, [van_gold(a) for a in au], j, y, 'journal', '%s, %s, %s.' % (j, v, p)) for y, au, t, j, v, p in arts]
    o += ['* Conference abstracts']
    hdr = ['Year', 'Authors', 'Title', 'Meeting', 'No.']
    rows = [[str(y), names(au), t, m, n] for y, au, t, m, n in abstracts]
    widths = [max(len(r[i]) for r in rows + [hdr]) for i in range(len(hdr))]
    o += [row(hdr, widths), '|' + '+'.join('-' * (w + 2) for w in widths) + '|'] + [row(r, widths) for r in rows] + ['']
    pubs += [pub(t, [van_gold(a) for a in au], m, y, 'conference', '%s, %s.' % (m, n)) for y, au, t, m, n in abstracts]
    o += ['* Data sets', '- Taufa P, Reinholt K (2023) /Soil profiles of Tongatapu, 2019–2022/ [data set]. Zenodo. doi:10.5555/zenodo.7712345', '',
          '* Field campaigns', '| Year | Site         | Samples |', '|------+--------------+---------|',
          '| 2019 | Tongatapu    |     214 |', '| 2022 | Vava‘u       |     130 |', '',
          '* TODO Add 2025 papers when accepted', ':PROPERTIES:', ':CREATED: [2025-01-20 Mon]', ':END:', '']
    write('soilsci-org-tables.org', '\n'.join(o), full(own), pubs,
          "Synthetic. Emacs org file: '* Peer-reviewed articles' and '* Conference abstracts' are ORG TABLES (one row per paper, columns Year | Authors | "
          "Title | Journal | Vol. | Pages | Link), with a header rule '|---+---|', a column-width cookie row '| <4> | <30> | <40> |' (not a paper), "
          "a #+TBLFM formula line and org links '[[url][doi]]'. Authors cell in Vancouver form with the owner in org bold '*Taufa P*' → 'P Taufa'. "
          "Conference abstracts: kind conference, venue the meeting. Not publications: the data set (like software), the field-campaigns table, "
          "the TODO headline.")


# ------------------------------------------------ 9 statistics, a LaTeX CV whose entries are a filecontents .bib printed by biblatex
def biblatex():
    own = 'Selin Aydın'
    bib = [
        ('article', 'aydin2024shrink', [('Ayd{\\i}n', 'Selin'), ('Moreau', 'Julien'), ('{van der Berg}', 'Pieter')],
         {'title': 'Shrinkage priors for sparse {VAR} models with stochastic volatility', 'journaltitle': 'Journal of the American Statistical Association',
          'date': '2024', 'volume': '119', 'number': '545', 'pages': '301--315', 'doi': '10.5555/jasa.2024.0311'},
         pub('Shrinkage priors for sparse VAR models with stochastic volatility', ['Selin Aydın', 'Julien Moreau', 'Pieter van der Berg'],
             'Journal of the American Statistical Association', 2024, 'journal', 'Journal of the American Statistical Association 119.545 (2024), pp. 301–315.')),
        ('online', 'aydin2024conformal', [('Ayd{\\i}n', 'Selin'), ('Okoye', 'Chidera'), ('Nakamura', 'Ren')],
         {'title': 'Conformal prediction for functional time series', 'date': '2024', 'eprint': '2403.01234', 'eprinttype': 'arXiv', 'eprintclass': 'stat.ME'},
         pub('Conformal prediction for functional time series', ['Selin Aydın', 'Chidera Okoye', 'Ren Nakamura'], 'arXiv', 2024, 'preprint', 'arXiv: 2403.01234 [stat.ME].')),
        ('article', 'okoye2023cure', [('Okoye', 'Chidera'), ('Ayd{\\i}n', 'Selin')],
         {'title': 'A note on the identifiability of mixture cure models', 'journaltitle': 'Biometrika', 'date': '2023', 'volume': '110', 'number': '2',
          'pages': '551--558'},
         pub('A note on the identifiability of mixture cure models', ['Chidera Okoye', 'Selin Aydın'], 'Biometrika', 2023, 'journal', 'Biometrika 110.2 (2023), pp. 551–558.')),
        ('inproceedings', 'lindahl2023vi', [('Lindahl', 'Erik'), ('Ayd{\\i}n', 'Selin')],
         {'title': 'Scalable variational inference for log-{G}aussian {C}ox processes', 'booktitle': 'Proceedings of the 26th International Conference on Artificial Intelligence and Statistics ({AISTATS})',
          'date': '2023', 'pages': '4410--4428', 'series': 'Proceedings of Machine Learning Research', 'volume': '206'},
         pub('Scalable variational inference for log-Gaussian Cox processes', ['Erik Lindahl', 'Selin Aydın'], 'AISTATS', 2023, 'conference',
             'Proceedings of the 26th International Conference on Artificial Intelligence and Statistics (AISTATS), 2023, pp. 4410–4428.')),
        ('article', 'aydin2022heavy', [('Ayd{\\i}n', 'Selin')],
         {'title': 'Posterior consistency under misspecification with heavy-tailed errors', 'journaltitle': 'Electronic Journal of Statistics',
          'date': '2022', 'volume': '16', 'number': '1', 'pages': '1207--1240'},
         pub('Posterior consistency under misspecification with heavy-tailed errors', ['Selin Aydın'], 'Electronic Journal of Statistics', 2022, 'journal',
             'Electronic Journal of Statistics 16.1 (2022), pp. 1207–1240.')),
        ('incollection', 'aydin2021survival', [('Ayd{\\i}n', 'Selin'), ('Moreau', 'Julien')],
         {'title': 'Bayesian nonparametric models for survival data', 'booktitle': 'Handbook of Bayesian Survival Analysis', 'editor': 'Halvorsen, Margit and Tanaka, Kenji',
          'publisher': 'Chapman \\& Hall/CRC', 'location': 'Boca Raton', 'date': '2021', 'pages': '55--80'},
         pub('Bayesian nonparametric models for survival data', ['Selin Aydın', 'Julien Moreau'], 'Handbook of Bayesian Survival Analysis', 2021, 'chapter',
             'In: Handbook of Bayesian Survival Analysis. Ed. by Margit Halvorsen and Kenji Tanaka. Boca Raton: Chapman & Hall/CRC, 2021, pp. 55–80.')),
        ('thesis', 'aydin2019phd', [('Ayd{\\i}n', 'Selin')],
         {'title': 'Essays on {B}ayesian shrinkage in high dimensions', 'type': 'phdthesis', 'institution': 'Middle East Technical University', 'date': '2019'},
         pub('Essays on Bayesian shrinkage in high dimensions', ['Selin Aydın'], 'Middle East Technical University', 2019, 'thesis',
             'PhD thesis. Middle East Technical University, 2019.')),
        ('software', 'bvarsv2', [('Ayd{\\i}n', 'Selin')],
         {'title': 'bvarsv2: {B}ayesian {VAR}s with stochastic volatility in {R}', 'version': '1.2.0', 'date': '2022', 'url': 'https://cran.example.org/package=bvarsv2'},
         None),
    ]
    t = [r'\begin{filecontents*}[overwrite]{\jobname.bib}']
    for typ, key, au, f, g in bib:
        t.append('@%s{%s,' % (typ, key))
        t.append('  author       = {%s},' % ' and '.join('%s, %s' % a for a in au))
        if typ in ('article', 'online', 'thesis') and key.startswith('aydin'):
            t.append('  author+an    = {1=highlight},')
        elif key.startswith('okoye') or key.startswith('lindahl'):
            t.append('  author+an    = {2=highlight},')
        for k, v in f.items():
            t.append('  %-12s = {%s},' % (k, v))
        t.append('  keywords     = {%s},' % ('mine' if typ != 'software' else 'software'))
        t.append('}')
    t += [r'\end{filecontents*}', '', r'\documentclass[10pt]{article}', r'\usepackage[utf8]{inputenc}', r'\usepackage[T1]{fontenc}',
          r'\usepackage[margin=2cm]{geometry}',
          r'\usepackage[backend=biber,style=authoryear,sorting=ydnt,maxbibnames=99,giveninits=false,uniquename=false,dashed=false]{biblatex}',
          r'\addbibresource{\jobname.bib}',
          r'\renewcommand*{\mkbibnamefamily}[1]{\ifitemannotation{highlight}{\textbf{#1}}{#1}}',
          r'\renewcommand*{\mkbibnamegiven}[1]{\ifitemannotation{highlight}{\textbf{#1}}{#1}}',
          r'\defbibheading{sub}[\bibname]{\subsection*{#1}}', '',
          r'\begin{document}', r'\pagestyle{empty}', '',
          r'{\LARGE Selin Ayd{\i}n}\hfill Department of Statistics, Westbrook University\\',
          r'\href{mailto:s.aydin@example.edu}{s.aydin@example.edu}\hfill +1 (617) 555-0199', '',
          r'\section*{Research interests}', r'Bayesian shrinkage, time series, survival analysis, conformal inference.', '',
          r'\section*{Selected publications}', r'\begin{itemize}', r'  \item \fullcite{aydin2024shrink}', r'  \item \fullcite{okoye2023cure}', r'\end{itemize}', '',
          r'\section*{Publications}', r'\nocite{*}',
          r'\printbibliography[heading=sub,title={Journal articles},type=article,keyword=mine]',
          r'\printbibliography[heading=sub,title={Conference papers},type=inproceedings]',
          r'\printbibliography[heading=sub,title={Book chapters},type=incollection]',
          r'\printbibliography[heading=sub,title={Preprints},type=online]',
          r'\printbibliography[heading=sub,title={Thesis},type=thesis]', '',
          r'\section*{Software}', r'\printbibliography[heading=none,keyword=software]', '',
          r'\section*{Invited talks}', r'\begin{itemize}',
          r'  \item Shrinkage for macroeconomic VARs. Statistics Seminar, University of Lagos, 2024.',
          r'  \item Conformal prediction for curves. Joint Statistical Meetings, Toronto, 2023.', r'\end{itemize}', '', r'\end{document}', '']
    pubs = [g for *_, g in bib if g]
    write('statistics-biblatex-inline.tex', '\n'.join(t), own, pubs,
          "Synthetic. LaTeX CV whose entries live in the .tex itself: a filecontents* block writes \\jobname.bib (biblatex fields: journaltitle, date, "
          "eprint/eprinttype, author+an highlight annotations, keywords), and the document prints them with \\fullcite (two 'Selected publications', "
          "the same entries again) and \\printbibliography per type (sorting=ydnt). Gold = the bib entries in file order, each once; names from "
          "'Last, First' → 'First Last', 'Ayd{\\i}n' → 'Aydın', '{van der Berg}, Pieter' → 'Pieter van der Berg'; brace-protected capitals unbraced. "
          "Venue: the journaltitle; AISTATS (acronym printed in the booktitle) kind conference; the incollection's venue the booktitle (editors not "
          "authors); the @online arXiv preprint venue arXiv; the thesis venue the institution. venue_full is written as biblatex would print it. "
          "Not publications: the @software entry printed under Software, the invited talks.")


# ------------------------------------------------ 10 neuroscience, a lab "people + publications" page with several members bolded
def lab_page():
    L = {'is': ('Ingrid', 'Solberg'), 'rc': ('Ravi', 'Chandrasekaran'), 'aj': ('Amani', 'Juma'), 'lf': ('Lucas', 'Ferreira'), 'ys': ('Yuki', 'Sato'),
         'mo': ('Mariam', 'Osei')}
    X = {'km': ('Katrin', 'Müller'), 'do': ('Diego', 'Ortega'), 'hp': ('Hyun-woo', 'Park'), 'fb': ('Fatima', 'Bello'), 'tn': ('Thanh', 'Nguyen'),
         'gr': ('Giulia', 'Rossi')}
    lab = set(L.values())
    # (group, authors, eq, year, title, journal html, gold venue, kind, venue_full)
    E = [
        ('2024', [L['rc'], L['aj'], X['km'], L['is']], [L['rc'], L['aj']], 2024, 'Thalamic gating of whisker signals during active sensing',
         '<em>Neuron</em> 2024;112(4):512-527.', 'Neuron', 'journal', 'Neuron 2024;112(4):512-527.'),
        ('2024', [L['lf'], X['do'], X['hp'], L['mo'], L['is']], [], 2024, 'A head-mounted miniscope for freely moving juvenile mice',
         '<em>eLife</em> 2024;13:RP88120.', 'eLife', 'journal', 'eLife 2024;13:RP88120.'),
        ('2023', [L['is'], X['fb']], [], 2023, 'Cortical feedback and the timing of sensory adaptation',
         '<em>Curr Opin Neurobiol</em> 2023;80:102711.', 'Curr Opin Neurobiol', 'journal', 'Curr Opin Neurobiol 2023;80:102711.'),
        ('2023', [X['tn'], L['ys'], L['rc'], X['gr'], L['is']], [X['tn'], L['ys']], 2023, 'Inhibitory interneurons set the gain of barrel cortex in sleep',
         '<em>J Neurosci</em> 2023;43(12):2101-2117.', 'J Neurosci', 'journal', 'J Neurosci 2023;43(12):2101-2117.'),
        ('2022', [L['aj'], L['is']], [], 2022, 'Whisker-evoked responses in the zona incerta',
         '<em>J Neurophysiol</em> 2022;127(2):330-342.', 'J Neurophysiol', 'journal', 'J Neurophysiol 2022;127(2):330-342.'),
        ('Preprints', [L['ys'], L['mo'], X['hp'], L['is']], [], 2025, 'Developmental emergence of predictive coding in mouse somatosensory cortex',
         '<em>bioRxiv</em> 2025. doi:10.5555/2025.01.14.632101', 'bioRxiv', 'preprint', 'bioRxiv 2025.'),
    ]
    h = ['<!DOCTYPE html>', '<html lang="en">', '<head><meta charset="utf-8"><title>Solberg Lab · Sensory Circuits</title></head>', '<body>',
         '<header><h1>Solberg Lab</h1><p>Sensory circuits and active perception · Department of Neuroscience, Westbrook University</p></header>',
         '<nav><a href="#people">People</a> | <a href="#publications">Publications</a> | <a href="#join">Join us</a></nav>',
         '<section id="people">', '<h2>People</h2>']
    people = [
        (L['is'], 'Principal Investigator', 'Ingrid trained in Oslo and Geneva. She has led the lab since 2019.'),
        (L['rc'], 'Postdoctoral fellow', 'Ravi works on thalamocortical loops; his paper “Thalamic gating of whisker signals during active sensing” appeared in 2024.'),
        (L['aj'], 'PhD student (2020–)', 'Amani studies the zona incerta. Fun fact: she ran the Westbrook marathon.'),
        (L['lf'], 'Research engineer', 'Lucas builds our miniscopes and keeps the rigs running.'),
        (L['ys'], 'PhD student (2021–)', 'Yuki records from juvenile mice.'),
        (L['mo'], 'Lab manager', 'Mariam keeps everything going.'),
    ]
    for p, role, bio in people:
        h += ['<div class="person">', '  <img src="img/%s.jpg" alt="%s">' % (p[1].lower(), full(p)), '  <h3>%s</h3>' % full(p),
              '  <p class="role">%s</p>' % role, '  <p>%s</p>' % escape(bio, False), '</div>']
    h += ['<h3>Alumni</h3>', '<ul><li>Sebastián Ortiz (postdoc 2019–2022, now at Universidad de Westbrook)</li>',
          '<li>Aiko Tanaka (MSc 2021)</li></ul>', '</section>',
          '<section id="publications">', '<h2>Publications</h2>', '<p><small>Lab members in <strong>bold</strong>. * equal contribution.</small></p>']
    pubs = []
    grp = None
    for g, au, eq, y, ti, jh, venue, kind, vf in E:
        if g != grp:
            if grp is not None:
                h.append('</ul>')
            h += ['<h3>%s</h3>' % g, '<ul class="pubs">']
            grp = g
        names = []
        for a in au:
            s = van(a)
            if a in lab:
                s = '<strong>%s</strong>' % s
            if a in eq:
                s += '*'
            names.append(s)
        badge = ' <span class="badge">preprint</span>' if kind == 'preprint' else ''
        h.append('  <li>%s. <span class="title">%s.</span> %s <a href="pdf/%d-%s.pdf">[PDF]</a> <a href="https://doi.org/10.5555/sol.%d.%02d">[DOI]</a>%s</li>'
                 % (', '.join(names), escape(ti, False), jh, y, au[0][1].lower(), y, len(pubs) + 1, badge))
        pubs.append(pub(ti, [van_gold(a) for a in au], venue, y, kind, vf, eq=[van_gold(a) for a in eq]))
    h += ['</ul>', '</section>', '<section id="join"><h2>Join us</h2><p>We are hiring a postdoc. Write to <a href="mailto:solberg-lab@example.edu">solberg-lab@example.edu</a>.</p></section>',
          '</body>', '</html>', '']
    write('neuro-lab-people-publications.html', '\n'.join(h), None, pubs,
          "Synthetic. A lab website page: People cards (photo, name h3, role, bio; one bio quotes a paper title, which is not a second publication), "
          "alumni, then Publications under h3 year groups and Preprints, each an <li> 'Surname GI, Surname GI. <span.title>Title.</span> <em>J Abbrev</em> "
          "Year;vol(issue):pages. [PDF] [DOI]' with EVERY LAB MEMBER in <strong> (several per byline) and '*' after equal-contribution names "
          "(legend). Owner null: a lab list (the PI is in most bylines but the page is the lab's), per the MANIFEST's lab-list convention. "
          "Vancouver names → 'GI Surname' ('Park HW' → 'HW Park'). The preprint (bioRxiv, with a 'preprint' badge) "
          "is kind preprint, venue bioRxiv. The join-us paragraph is not a publication.")


# ------------------------------------------------ 11 medicine, an NIH biographical sketch in Word (Contributions to Science, PMIDs)
def biosketch():
    own = ('Samira', 'Haddad')
    P = {'tn': ('Thi Lan', 'Nguyen'), 'jm': ('Joseph Kamau', 'Mwangi'), 'cb': ('Caitlin', 'Brennan-Ortiz'), 'ra': ('Rashid', 'Alavi'),
         'ep': ('Eva', 'Petrović'), 'mo': ('Marcus', 'Okoro'), 'ly': ('Li', 'Yan'), 'as': ('Anjali', 'Subramanian'), 'gw': ('Greta', 'Weiss')}
    # (authors, et al., title, journal, date+loc, pmid, pmcid)
    C = {
        'a': ([own, P['tn'], P['jm'], P['cb']], False, 'Carbapenem-resistant Enterobacterales colonisation in long-term acute care hospitals', 'J Infect Dis', '2019 Mar 1;219(5):745-753', 30212345, 'PMC6312345', 2019),
        'b': ([P['ra'], own], False, 'Contact precautions and hospital-onset bacteraemia: a cluster-randomised trial', 'Clin Infect Dis', '2020 Jun 24;71(1):12-20', 31987654, 'PMC7289999', 2020),
        'c': ([own, P['ep'], P['mo'], P['ly'], P['as'], P['gw']], True, 'Genomic surveillance of Klebsiella pneumoniae across a regional hospital network', 'Lancet Microbe', '2021 Aug;2(8):e400-e409', 34102233, None, 2021),
        'd': ([P['ly'], own], False, 'Whole-genome sequencing to rule out transmission in neonatal units', 'Infect Control Hosp Epidemiol', '2022 Jan;43(1):55-61', 33456789, 'PMC8765432', 2022),
        'e': ([own, P['cb']], False, 'Antimicrobial stewardship in rural critical access hospitals: a mixed-methods evaluation', 'Open Forum Infect Dis', '2023 Feb 10;10(2):ofad041', 36890123, 'PMC9934567', 2023),
        'f': ([P['mo'], P['tn'], own], False, 'Duration of carriage of carbapenemase-producing organisms after discharge', 'Emerg Infect Dis', '2024 May;30(5):901-909', 38654321, 'PMC11045678', 2024),
    }
    A = lambda p: '%s %s' % (p[1], ini(p[0], dots=False))

    def cite(k):
        au, etal, ti, j, dl, pmid, pmcid, y = C[k]
        runs = []
        for i, a in enumerate(au):
            if i:
                runs.append((', ', ''))
            runs.append((A(a), 'b' if a == own else ''))
        if etal:
            runs.append((', et al', ''))
        tail = '. %s. %s. %s. PMID: %d' % (ti, j, dl, pmid) + ('; PMCID: %s' % pmcid if pmcid else '') + '.'
        runs.append((tail, ''))
        return runs
    paras = [('Title', [('BIOGRAPHICAL SKETCH', 'b')], None),
             ('Normal', [('Provide the following information for the Senior/key personnel and other significant contributors. Follow this format for each person. DO NOT EXCEED FIVE PAGES.', 'i')], None),
             ('Normal', [('NAME: ', 'b'), ('Haddad, Samira', '')], None),
             ('Normal', [('eRA COMMONS USER NAME (credential, e.g., agency login): ', 'b'), ('SHADDAD7', '')], None),
             ('Normal', [('POSITION TITLE: ', 'b'), ('Associate Professor of Medicine (Infectious Diseases)', '')], None),
             ('Normal', [('EDUCATION/TRAINING: ', 'b'), ('American University of Beirut, MD, 2008, Medicine; Westbrook University, MPH, 2013, Epidemiology', '')], None),
             ('Heading1', [('A. Personal Statement', '')], None),
             ('Normal', [('I am an infectious diseases physician and healthcare epidemiologist. My research uses genomic surveillance to find and interrupt '
                          'the spread of antimicrobial-resistant organisms between hospitals. Ongoing and recently completed projects that I would like to highlight include:', '')], None),
             ('Normal', [('R01 AI151234, Haddad (PI), 07/2021–06/2026. Regional genomic surveillance of carbapenemase producers.', '')], None),
             ('Normal', [('K23 AI128765, Haddad (PI), 09/2016–08/2021. Colonisation pressure in long-term acute care.', '')], None),
             ('Normal', [('Citations:', 'b')], None)]
    order = [('A', 'a'), ('A', 'c')]
    for _, k in order:
        paras.append(('ListParagraph', cite(k), 2))
    paras += [('Heading1', [('B. Positions, Scientific Appointments, and Honors', '')], None),
              ('Normal', [('2021–present  Associate Professor of Medicine, Westbrook University School of Medicine', '')], None),
              ('Normal', [('2015–2021  Assistant Professor of Medicine, Westbrook University School of Medicine', '')], None),
              ('Normal', [('2022  Fellow, Society for Healthcare Epidemiology of America (FSHEA)', '')], None),
              ('Heading1', [('C. Contributions to Science', '')], None)]
    contrib = [
        ('Colonisation in post-acute care. Patients in long-term acute care hospitals carry resistant organisms at high rates, and these hospitals seed '
         'outbreaks elsewhere. My group quantified colonisation and tested contact precautions in a cluster-randomised trial.', ['a', 'b']),
        ('Genomic surveillance. I built a regional sequencing network that traces transmission between hospitals and, as importantly, rules it out.', ['c', 'd']),
        ('Stewardship in rural hospitals. With rural partners I evaluated antimicrobial stewardship and carriage after discharge.', ['e', 'f']),
    ]
    for i, (text, ks) in enumerate(contrib):
        paras.append(('ListParagraph', [(text, '')], 1))
        for k in ks:
            paras.append(('ListParagraph', cite(k), 3 + i))
    paras.append(('Normal', [('Complete List of Published Work in My Bibliography: ', ''), ('https://www.ncbi.nlm.nih.example/myncbi/samira.haddad.1/bibliography/public/', 'u')], None))
    seen, pubs = set(), []
    for k in ['a', 'c', 'a', 'b', 'c', 'd', 'e', 'f']:
        au, etal, ti, j, dl, pmid, pmcid, y = C[k]
        pubs.append(pub(ti, [van_gold(a) for a in au], j, y, 'journal', '%s. %s.' % (j, dl), complete=not etal))

    def para_xml(style, runs, num):
        ppr = '<w:pPr><w:pStyle w:val="%s"/>%s</w:pPr>' % (style, '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="%d"/></w:numPr>' % num if num else '')
        rx = []
        for text, fmt in runs:
            tag = {'b': '<w:b/>', 'i': '<w:i/>', 'u': '<w:u w:val="single"/>'}.get(fmt, '')
            rpr = '<w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/>%s<w:sz w:val="22"/></w:rPr>' % tag
            rx.append('<w:r>%s<w:t xml:space="preserve">%s</w:t></w:r>' % (rpr, escape(text, False)))
        return '<w:p>%s%s</w:p>' % (ppr, ''.join(rx))
    body = [para_xml(*p) for p in paras]
    body.append('<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="720" w:right="720" w:bottom="720" w:left="720"/></w:sectPr>')
    ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
    document = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document %s><w:body>%s</w:body></w:document>' % (ns, ''.join(body))
    # numbering: 1 = contributions (decimal), 2..5 = citation lists (lowerLetter, restarting)
    absn = ('<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/>'
            '<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>'
            '<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%1."/>'
            '<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>')
    nums = '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' + ''.join(
        '<w:num w:numId="%d"><w:abstractNumId w:val="1"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>' % n for n in range(2, 6))
    numbering = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:numbering %s>%s%s</w:numbering>' % (ns, absn, nums)
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
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as z:
        for name, data in [('[Content_Types].xml', ct), ('_rels/.rels', rels), ('word/document.xml', document),
                           ('word/_rels/document.xml.rels', drels), ('word/numbering.xml', numbering), ('word/styles.xml', styles)]:
            zi = zipfile.ZipInfo(name, date_time=(2025, 2, 3, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode('utf-8'))
    write('medicine-nih-biosketch.docx', buf.getvalue(), full(own), pubs,
          "Synthetic Word file (zipped by gen.py), an NIH biographical sketch: form header (NAME 'Haddad, Samira', eRA COMMONS USER NAME, POSITION "
          "TITLE, EDUCATION/TRAINING), 'A. Personal Statement' with two grant lines and two citations, 'B. Positions…', 'C. Contributions to Science' "
          "as decimal-numbered narrative paragraphs each followed by letter-numbered (w:numPr lowerLetter, restarting) citations, and the My "
          "Bibliography link. Citations in NLM/Vancouver 'Haddad S, Nguyen TL, … . Title. J Abbrev. 2019 Mar 1;219(5):745-753. PMID: n; PMCID: "
          "PMCn.' with the owner bold; one byline ends ', et al' (authors_complete false). Names → 'S Haddad', 'TL Nguyen', 'JK Mwangi'. Two "
          "citations appear twice (personal statement and contributions): kept twice in the gold, counted once by the scorer. Grant lines, the "
          "narrative paragraphs, positions and the form instructions are not publications.")


# ------------------------------------------------ 12 computer science, a Korean research-achievements page (연구실적): SCI, KCI, conferences, patent
def korean():
    own_en, own_ko = ('Seoyeon', 'Lee'), '이서연'
    P = {'mk': ('Minjun', 'Kim'), 'jp': ('Jihoon', 'Park'), 'hc': ('Hyejin', 'Choi'), 'ar': ('Arjun', 'Reddy'), 'ym': ('Yusuf', 'Mahmoud')}
    K = {'mk': '김민준', 'jp': '박지훈', 'hc': '최혜진', 'sj': '정수아'}
    m = ['---', 'title: "연구실적 (Publications)"', 'layout: single', 'author_profile: true', '---', '',
         '# 이서연 (Seoyeon Lee)', '', '웨스트브룩대학교 컴퓨터공학과 조교수 · seoyeon.lee@example.ac.kr · 02-555-0134', '',
         '## 국제 학술지 (SCI/SCIE)', '']
    pubs = []
    intl = [
        ([P['mk'], own_en, P['jp']], 'Lightweight transformer models for on-device Korean speech recognition', 'IEEE Access', 'vol. 11, pp. 45012–45025', 2023),
        ([own_en, P['ar'], P['hc']], 'Federated continual learning with selective replay for edge devices', 'Neural Networks', 'vol. 158, pp. 210–223', 2023),
        ([P['hc'], own_en], 'Energy-efficient scheduling of deep learning inference on heterogeneous mobile SoCs', 'IEEE Transactions on Mobile Computing', 'vol. 21, no. 9, pp. 3301–3315', 2022),
    ]
    for i, (au, t, j, rest, y) in enumerate(intl):
        names = jn(['**%s**' % full(a) if a == own_en else full(a) for a in au], ', ', ' and ', ', and ')
        m.append('%d. %s, "%s," *%s*, %s, %d. [[DOI]](https://doi.org/10.5555/ko.%d.%d)' % (i + 1, names, t, j, rest, y, y, i))
        pubs.append(pub(t, [full(a) for a in au], j, y, 'journal', '%s, %s, %d.' % (j, rest, y)))
    m += ['', '## 국내 학술지 (KCI)', '']
    dom = [
        ([own_ko, K['mk'], K['jp']], '온디바이스 음성 인식을 위한 경량 트랜스포머 모델 압축 기법', '정보과학회논문지', '제50권, 제3호, pp. 221-230', 2023),
        ([K['sj'], own_ko], '엣지 환경에서의 연합 학습 통신 비용 절감 기법', '한국통신학회논문지', '제47권, 제11호, pp. 1803-1812', 2022),
        ([own_ko, K['hc']], '모바일 이기종 프로세서에서의 딥러닝 추론 스케줄링', '정보처리학회논문지: 컴퓨터 및 통신 시스템', '제10권, 제4호, pp. 95-104', 2021),
    ]
    for i, (au, t, j, rest, y) in enumerate(dom):
        names = ', '.join('**%s**' % a if a == own_ko else a for a in au)
        m.append('%d. %s, "%s," %s, %s, %d년.' % (i + 1, names, t, j, rest, y))
        pubs.append(pub(t, list(au), j, y, 'journal', '%s, %s, %d년.' % (j, rest, y)))
    m += ['', '## 국제 학술대회 (Conference Proceedings)', '']
    conf = [
        ([own_en, P['ym'], P['mk']], 'Selective replay buffers for continual keyword spotting', 'Proc. INTERSPEECH', 'pp. 4101–4105', 2024, 'INTERSPEECH'),
        ([P['jp'], own_en], 'Quantisation-aware neural architecture search for microcontrollers', 'Proc. IEEE Int. Conf. on Acoustics, Speech and Signal Processing (ICASSP)', 'pp. 1–5', 2023, 'ICASSP'),
    ]
    for i, (au, t, v, rest, y, ac) in enumerate(conf):
        names = jn(['**%s**' % full(a) if a == own_en else full(a) for a in au], ', ', ' and ', ', and ')
        m.append('%d. %s, "%s," in *%s*, %s, %d.' % (i + 1, names, t, v, rest, y))
        pubs.append(pub(t, [full(a) for a in au], ac, y, 'conference', 'in %s, %s, %d.' % (v, rest, y)))
    m += ['', '## 특허 (Patents)', '',
          '1. **이서연**, 김민준, "경량 음성 인식 모델의 압축 방법 및 장치," 대한민국 특허 제10-2456789호, 2023년 5월 등록.', '']
    pubs.append(pub('경량 음성 인식 모델의 압축 방법 및 장치', [own_ko, K['mk']], None, 2023, 'patent', '대한민국 특허 제10-2456789호, 2023년 5월 등록.'))
    m += ['## 연구과제 (Grants)', '',
          '- 한국연구재단 우수신진연구, "온디바이스 평생학습을 위한 경량 신경망," 연구책임자, 2022.03–2025.02', '',
          '## 초청 강연 (Invited Talks)', '',
          '- "On-device learning: where we are," Samsung AI Forum 워크숍, 2023.', '']
    write('cs-korean-achievements.md', '\n'.join(m), full(own_en), pubs,
          "Synthetic. Korean researcher's markdown page (Jekyll front matter, title 연구실적) with h2 groups 국제 학술지 (SCI/SCIE), 국내 학술지 (KCI), "
          "국제 학술대회, 특허, 연구과제, 초청 강연. International entries in IEEE style with full romanised names ('Minjun Kim, **Seoyeon Lee**, and "
          "Jihoon Park, \"Title,\" *Journal*, vol. v, pp. a–b, Year.'), domestic KCI entries with Hangul names separated by commas ('**이서연**, 김민준, "
          "박지훈, \"한글 제목,\" 정보과학회논문지, 제50권, 제3호, pp. 221-230, 2023년.') — Hangul names kept as printed (not joined to the romanised "
          "form; the owner appears under both, '이서연' and 'Seoyeon Lee'). Conference venue: the acronym printed (INTERSPEECH, ICASSP). The patent "
          "is kind patent (venue null). Grants and invited talks are not publications.")


# ------------------------------------------------ 13 ecology, a GitHub profile README with badges, emoji and a JOSS paper
def readme_badges():
    own = ('Tavita', 'Leaupepe')
    P = {'fg': ('Frieda', 'Grünewald'), 'ot': ('Omar', 'Touré'), 'ck': ('Chloe', 'Kahale'), 'vs': ('Valentina', 'Sánchez'), 'nb': ('Nikolai', 'Berezin'),
         'mp': ('Mere', 'Paewai')}
    E = [
        ([own, P['fg'], P['ot']], 2024, 'Coral recruitment after repeated marine heatwaves in Samoa', 'Ecography', '47:e07012', 'journal', '🏆 Editor\'s choice', 31),
        ([P['ck'], own], 2023, 'Seagrass meadows as nurseries for reef fish across a Pacific gradient', 'Marine Ecology Progress Series', '712:45–61', 'journal', None, 12),
        ([own, P['vs'], P['nb'], P['mp']], 2023, 'reefcount: an R package for standardised benthic survey data', 'Journal of Open Source Software', '8(84):5123', 'journal', None, 7),
        ([P['ot'], P['fg'], own], 2022, 'Herbivore biomass predicts macroalgal cover after cyclones', 'Coral Reefs', '41:1551–1563', 'journal', None, 22),
        ([own], 2021, 'Community-based monitoring of giant clams in Sāmoan lagoons', 'Pacific Conservation Biology', '27(3):301–310', 'journal', None, 5),
        ([own, P['mp']], 2025, 'Indigenous knowledge and reef restoration: a co-designed framework', 'EcoEvoRxiv', '', 'preprint', '🆕', None),
    ]
    m = ['<h1 align="center">Tālofa lava! I\'m Tavita 👋</h1>', '<h3 align="center">Reef ecologist · R developer · PhD candidate at Westbrook University</h3>', '',
         '<p align="center">', '  <a href="https://orcid.org/0000-0001-5109-3700"><img src="https://img.shields.io/badge/ORCID-0000--0001--5109--3700-A6CE39?logo=orcid" alt="ORCID"></a>',
         '  <a href="https://scholar.example.com/citations?user=Xk2LmPAAAAAJ"><img src="https://img.shields.io/badge/Google%20Scholar-77%20citations-4285F4" alt="Scholar"></a>',
         '  <a href="https://twitter.example/tavitareefs"><img src="https://img.shields.io/badge/-@tavitareefs-1DA1F2?logo=twitter" alt="Twitter"></a>', '</p>', '',
         '- 🔭 I’m working on coral recovery after heatwaves', '- 🌱 Learning Stan and `brms`', '- 📫 Reach me: t.leaupepe@example.ac.nz', '',
         '### 🧰 Languages and tools', '',
         '![R](https://img.shields.io/badge/R-276DC3?logo=r&logoColor=white) ![Python](https://img.shields.io/badge/Python-3776AB?logo=python) ![QGIS](https://img.shields.io/badge/QGIS-589632?logo=qgis)', '',
         '### 📄 Publications', '', '<sub>(**bold** = me · citation counts from Scholar, Feb 2025)</sub>', '']
    pubs = []
    for au, y, t, j, rest, kind, flag, cites in E:
        names = ', '.join('**%s**' % van(a) if a == own else van(a) for a in au)
        doi = '10.5555/eco.%d.%s' % (y, au[0][1][:3].lower())
        badge = '[![DOI](https://zenodo.example.org/badge/DOI/%s.svg)](https://doi.org/%s)' % (doi, doi)
        cite = ' ![citations](https://img.shields.io/badge/cited%%20by-%d-blue)' % cites if cites is not None else ''
        extra = ' ' + flag if flag else ''
        venue_txt = '*%s*%s' % (j, (' ' + rest) if rest else '')
        m.append('- %s %s (%d) %s. %s.%s%s' % (badge, names, y, t, venue_txt, cite, extra))
        pubs.append(pub(t, [van_gold(a) for a in au], j, y, kind, '%s%s.' % (j, (' ' + rest) if rest else '')))
    m += ['', '### 🛠️ Software', '',
          '| Package | What it does | Status |', '|---|---|---|',
          '| [reefcount](https://github.com/example/reefcount) | Tidy benthic survey data | ![CRAN](https://img.shields.io/badge/CRAN-0.3.1-green) |',
          '| [clamR](https://github.com/example/clamR) | Giant clam size-structure models | ![dev](https://img.shields.io/badge/status-experimental-orange) |', '',
          '### 🎤 Recent talks', '', '- *Reefs after heat*, Pacific Science Inter-Congress, Suva, 2024', '- *Counting corals with R*, useR! 2023 (lightning talk)', '',
          '### 📊 Stats', '', '![stats](https://github-readme-stats.example.app/api?username=tavitaL&show_icons=true)', '']
    write('ecology-github-profile-readme.md', '\n'.join(m), full(own), pubs,
          "Synthetic. A GitHub profile README.md: centred HTML <h1>/<h3> greeting, shields.io badges (ORCID, Scholar, Twitter, languages), emoji "
          "bullets, then '### 📄 Publications' as '- ' items each starting with a Zenodo DOI badge image-link, then a Vancouver-like byline "
          "('**Leaupepe T**, Grünewald F, Touré O (2024) Title. *Journal* vol:pages.') followed by a 'cited by N' badge and sometimes an emoji flag "
          "('🏆 Editor's choice', '🆕'). Names → 'T Leaupepe'. The JOSS software paper is a publication (journal); the EcoEvoRxiv item is a preprint "
          "(venue the server). Not publications: the software table, talks, the stats image.")


# ------------------------------------------------ 14 quantum information, a rendered al-folio publications page ("N more authors" toggles)
def alfolio():
    own = ('Oluwaseun', 'Adeyemi')
    P = {'lw': ('Lin', 'Wei'), 'ms': ('Magnus', 'Strand'), 'pd': ('Priyanka', 'Desai'), 'ta': ('Tomás', 'Aguirre'), 'hb': ('Hannah', 'Berger'),
         'ko': ('Kenji', 'Ono'), 'zs': ('Zanele', 'Shabalala'), 'rv': ('Rui', 'Vieira'), 'ei': ('Emma', 'Isaksen'), 'ag': ('Alexei', 'Gromov')}
    # (year, abbr, authors, eq, title, periodical html, gold venue, kind, bibtex?)
    E = [
        (2024, 'PRL', [own, P['lw'], P['ms'], P['pd'], P['ta'], P['hb']], [own, P['lw']], 'Error-detected two-qubit gates with dual-rail transmons',
         '<em>Physical Review Letters</em>, Mar 2024', 'PRL', 'journal', True),
        (2024, 'arXiv', [P['ko'], own, P['zs']], [], 'Leakage-aware decoders for the surface code', '<em>arXiv preprint arXiv:2406.11873</em>, Jun 2024', 'arXiv', 'preprint', False),
        (2023, 'PRX Quantum', [own, P['rv'], P['ei']], [], 'Benchmarking mid-circuit measurement crosstalk', '<em>PRX Quantum</em>, Sep 2023', 'PRX Quantum', 'journal', True),
        (2023, 'QIP', [P['ag'], P['lw'], own, P['ko'], P['ms'], P['zs'], P['rv']], [], 'Randomised compiling for erasure qubits',
         '<em>In Proceedings of the 26th Conference on Quantum Information Processing (QIP)</em>, Feb 2023', 'QIP', 'conference', False),
        (2022, 'npj QI', [P['pd'], own], [], 'Calibrating cross-resonance gates with Bayesian optimisation', '<em>npj Quantum Information</em>, Nov 2022', 'npj QI', 'journal', False),
    ]
    shown = 3  # al-folio max_author_limit
    h = ['<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8">', '<title>publications | Oluwaseun Adeyemi</title>',
         '<link rel="stylesheet" href="/assets/css/main.css">', '</head>', '<body class="fixed-top-nav">',
         '<header><nav id="navbar" class="navbar navbar-light navbar-expand-sm fixed-top"><div class="container">',
         '<a class="navbar-brand title font-weight-lighter" href="/"><span class="font-weight-bold">Oluwaseun</span> Adeyemi</a>',
         '<ul class="navbar-nav ml-auto flex-nowrap"><li class="nav-item"><a class="nav-link" href="/">about</a></li>',
         '<li class="nav-item active"><a class="nav-link" href="/publications/">publications<span class="sr-only">(current)</span></a></li>',
         '<li class="nav-item"><a class="nav-link" href="/cv/">cv</a></li></ul></div></nav></header>',
         '<div class="container mt-5"><div class="post">', '<header class="post-header"><h1 class="post-title">publications</h1>',
         '<p class="post-description">publications by categories in reversed chronological order. * denotes equal contribution.</p></header>',
         '<article><div class="publications">']
    pubs = []
    year = None
    for y, abbr, au, eq, t, per, venue, kind, bib in E:
        if y != year:
            if year is not None:
                h.append('</ol>')
            h += ['<h2 class="bibliography">%d</h2>' % y, '<ol class="bibliography">']
            year = y
        key = '%s%d%s' % (au[0][1].lower(), y, t.split()[0].lower())

        def nm(a):
            s = full(a)
            if a in eq:
                s += '*'
            return '<em>%s</em>' % s if a == own else '<a href="https://example.org/%s" class="nonexistent">%s</a>' % (a[1].lower(), s)
        if len(au) > shown:
            rest = ', '.join(full(a) + ('*' if a in eq else '') for a in au[shown:])
            more = len(au) - shown
            authors = ', '.join(nm(a) for a in au[:shown]) + (
                ', and <span class="more-authors" title="click to view %d more authors" onclick="var element = $(this); element.attr(\'title\', \'\'); '
                'var more_authors_text = element.text() == \'%d more authors\' ? \'%s\' : \'%d more authors\'; var cursorPosition = 0; '
                'var textAdder = setInterval(function(){ element.html(more_authors_text.substring(0, cursorPosition + 1)); '
                'if (++cursorPosition == more_authors_text.length){ clearInterval(textAdder); } }, \'10\'); ">%d more authors</span>' % (more, more, rest, more, more))
        else:
            authors = jn([nm(a) for a in au], ', ', ' and ', ', and ')
        h += ['<li><div class="row">',
              '<div class="col-sm-2 abbr"><abbr class="badge rounded w-100">%s</abbr></div>' % abbr,
              '<div id="%s" class="col-sm-8">' % key,
              '<div class="title">%s</div>' % escape(t, False),
              '<div class="author">%s</div>' % authors,
              '<div class="periodical">%s</div>' % per,
              '<div class="links"><a class="abstract btn btn-sm z-depth-0" role="button">Abs</a> '
              '<a href="https://arxiv.example.org/abs/%d.0%d" class="btn btn-sm z-depth-0" role="button">arXiv</a>%s</div>' % (y % 100 * 100 + 6, len(t), ' <a class="bibtex btn btn-sm z-depth-0" role="button">Bib</a>' if bib else ''),
              '<div class="abstract hidden"><p>We study %s and report results that improve on earlier work.</p></div>' % t[0].lower() + t[1:]]
        if bib:
            ba = ' and '.join('%s, %s' % (a[1], a[0]) for a in au)
            h.append('<div class="bibtex hidden"><figure class="highlight"><pre><code class="language-bibtex" data-lang="bibtex">'
                     '<span class="nc">@article</span><span class="p">{</span><span class="nl">%s</span><span class="p">,</span>\n'
                     '  <span class="na">title</span> <span class="p">=</span> <span class="p">{</span><span class="s">%s</span><span class="p">},</span>\n'
                     '  <span class="na">author</span> <span class="p">=</span> <span class="p">{</span><span class="s">%s</span><span class="p">},</span>\n'
                     '  <span class="na">year</span> <span class="p">=</span> <span class="p">{</span><span class="s">%d</span><span class="p">}</span>\n'
                     '<span class="p">}</span></code></pre></figure></div>' % (key, escape(t, False), escape(ba, False), y))
        h += ['</div>', '</div></li>']
        vf = per.replace('<em>', '').replace('</em>', '') + '.'
        pubs.append(pub(t, [full(a) for a in au], venue, y, kind, vf, eq=[full(a) for a in eq]))
    h += ['</ol>', '</div></article>', '</div></div>',
          '<footer class="fixed-bottom"><div class="container mt-0">© Copyright 2025 Oluwaseun Adeyemi. Powered by <a href="https://jekyllrb.com/">Jekyll</a> with '
          '<a href="https://github.com/alshedivat/al-folio">al-folio</a> theme.</div></footer>', '</body>', '</html>', '']
    write('quantum-alfolio-rendered.html', '\n'.join(h), full(own), pubs,
          "Synthetic. The RENDERED HTML of an al-folio (Jekyll) publications page: h2.bibliography year groups over ol.bibliography; each li a row "
          "with an abbr badge (PRL, arXiv, PRX Quantum, QIP, npj QI), div.title, div.author (owner in <em>, co-authors as links, '*' equal "
          "contribution), div.periodical ('<em>Venue</em>, Mon YYYY'), link buttons (Abs, arXiv, Bib), a hidden abstract and for two entries a hidden "
          "BibTeX block with the full author list. Bylines longer than three names show 'A, B, C, and <span class=more-authors>N more authors</span>' "
          "and keep the remaining names in the span's onclick JavaScript string. Judgement: the page holds the full byline (the click reveals it, "
          "and the hidden BibTeX repeats it), so the gold lists all authors with authors_complete true. Venue = the printed badge acronym; the QIP "
          "proceedings paper kind conference, the arXiv item preprint. The hidden BibTeX blocks are not second publications.")


# ------------------------------------------------ PDFs: a small writer with font runs, letter spacing and fills
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 786.0, 60.0
WINANSI = {'–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '…': 0x85}
NB = '\u00a0'  # joins the words of a name so that wrapping keeps it on one line; written as a space


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
    """Pages of text operations. Fonts: F1 regular, F2 bold, F3 italic."""

    def __init__(self, times=False):
        self.pages = [[]]
        self.avg = 0.46 if times else 0.52
        self.fonts = ('Times-Roman', 'Times-Bold', 'Times-Italic') if times else ('Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique')

    def text(self, x, y, s, font='F1', size=10.0, tc=0.0):
        sp = '%.2f Tc ' % tc if tc else ''
        self.pages[-1].append('BT /%s %.1f Tf %s%.2f %.2f Td (%s) Tj ET' % (font, size, sp, x, y, pdf_string(s)))

    def runs(self, x, y, rs):
        """One text object whose runs [(text, font, size)] follow each other on the line."""
        ops = ['BT %.2f %.2f Td' % (x, y)]
        for s, font, size in rs:
            ops.append('/%s %.1f Tf (%s) Tj' % (font, size, pdf_string(s)))
        self.pages[-1].append(' '.join(ops) + ' ET')

    def line(self, x0, y0, x1, y1):
        self.pages[-1].append('0.5 w %.2f %.2f m %.2f %.2f l S' % (x0, y0, x1, y1))

    def fill(self, x, y, w, h, grey):
        self.pages[-1].append('q %.2f g %.2f %.2f %.2f %.2f re f Q' % (grey, x, y, w, h))

    def newpage(self):
        self.pages.append([])

    def wrap_words(self, words, width, size):
        """words: [[(piece, font), ...]] → lines of words, by an average glyph width."""
        lines, cur, n = [], [], 0
        for w in words:
            L = sum(len(p) for p, _ in w)
            add = L + (1 if cur else 0)
            if cur and (n + add) * self.avg * size > width:
                lines.append(cur)
                cur, n = [w], L
            else:
                cur.append(w)
                n += add
        lines.append(cur)
        return lines

    def para(self, x, y, segs, width, size=10.0, indent=0.0, lead=None):
        """Write segments [(text, font)] wrapped in width; continuation lines at x+indent. Returns the next y."""
        lead = lead or size * 1.25
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
        for k, ln in enumerate(self.wrap_words(words, width - indent, size)):
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
            self.runs(x + (indent if k else 0), y, rs)
            y -= lead
        return y

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


def owner_segs(names, own, sep, two, many, tail):
    """Byline segments with the owner's name bold: names printed, own the owner's printed form."""
    segs = []
    s = jn(names, sep, two, many)
    i = 0
    for n in names:
        k = s.index(n, i)
        if k > i:
            segs.append((s[i:k], 'F1'))
        segs.append((n.replace(' ', NB), 'F2' if n == own else 'F1'))
        i = k + len(n)
    segs.append((s[i:] + tail, 'F1'))
    return segs


def smallcaps(d, x, y, s, big=12.0, small=9.4):
    """A heading in faked small caps: each word's first letter at full size, the rest upper-case and smaller."""
    rs = []
    for i, w in enumerate(s.split(' ')):
        pre = ' ' if i else ''
        if pre:
            rs.append((pre, 'F1', small))
        rs.append((w[0], 'F1', big))
        if len(w) > 1:
            rs.append((w[1:].upper(), 'F1', small))
    d.runs(x, y, rs)


def pdf_smallcaps():
    """Philosophy: LaTeX-like CV, Times, small-caps headings, hanging indents, Chicago author-date with the owner printed."""
    own = 'Marisol Echeverri'
    # (authors printed (first inverted), year, title, venue segments, gold venue, kind, gold authors, venue_full)
    E = [
        ('Articles in refereed journals', 'Echeverri, Marisol', 2024, 'Testimonial Injustice and the Ethics of Credence',
         [('Philosophical Quarterly', 'F3'), (' 74 (2): 455–478.', 'F1')], 'Philosophical Quarterly', 'journal', [own], 'Philosophical Quarterly 74 (2): 455–478.'),
        ('Articles in refereed journals', 'Echeverri, Marisol, and Jonas Weber', 2022, 'Group Belief without Group Minds',
         [('Ergo', 'F3'), (' 9 (31): 811–840.', 'F1')], 'Ergo', 'journal', [own, 'Jonas Weber'], 'Ergo 9 (31): 811–840.'),
        ('Articles in refereed journals', 'Echeverri, Marisol', 2021, 'Epistemic Paternalism Reconsidered',
         [('Episteme', 'F3'), (' 18 (4): 601–619.', 'F1')], 'Episteme', 'journal', [own], 'Episteme 18 (4): 601–619.'),
        ('Articles in refereed journals', 'Nakashima, Aiko, Marisol Echeverri, and Tendai Moyo', 2020, 'Disagreement and the Division of Cognitive Labour',
         [('Synthese', 'F3'), (' 197 (9): 3901–3925.', 'F1')], 'Synthese', 'journal', ['Aiko Nakashima', own, 'Tendai Moyo'], 'Synthese 197 (9): 3901–3925.'),
        ('Articles in refereed journals', 'Echeverri, Marisol', 2018, 'What Trust in Experts Requires',
         [('Social Epistemology', 'F3'), (' 32 (6): 377–391.', 'F1')], 'Social Epistemology', 'journal', [own], 'Social Epistemology 32 (6): 377–391.'),
        ('Book chapters', 'Echeverri, Marisol', 2023, 'Credibility Economies',
         [('In ', 'F1'), ('The Routledge Handbook of Social Epistemology, Second Edition', 'F3'), (', edited by Rhys Caldwell and Noor Hamdan, 212–225. New York: Routledge.', 'F1')],
         'The Routledge Handbook of Social Epistemology, Second Edition', 'chapter', [own],
         'In The Routledge Handbook of Social Epistemology, Second Edition, edited by Rhys Caldwell and Noor Hamdan, 212–225. New York: Routledge.'),
        ('Book chapters', 'Echeverri, Marisol', 2019, 'Humility as an Intellectual Virtue of Institutions',
         [('In ', 'F1'), ('Virtue Epistemology Beyond the Individual', 'F3'), (', edited by Pavel Horák, 88–107. Oxford: Oxford University Press.', 'F1')],
         'Virtue Epistemology Beyond the Individual', 'chapter', [own],
         'In Virtue Epistemology Beyond the Individual, edited by Pavel Horák, 88–107. Oxford: Oxford University Press.'),
    ]
    d = Doc(times=True)
    d.text(200, TOP, 'Marisol Echeverri', font='F1', size=20)
    d.text(150, TOP - 20, 'Department of Philosophy, Westbrook University  ·  mechever@example.edu  ·  +1 (503) 555-0162', size=9.5)
    y = TOP - 52
    for head, body in [('Areas of Specialization', ['Social epistemology, ethics of belief, philosophy of testimony']),
                       ('Areas of Competence', ['Feminist philosophy, philosophy of science, Latin American philosophy']),
                       ('Appointments', ['2021–    Associate Professor, Westbrook University', '2016–2021    Assistant Professor, Westbrook University']),
                       ('Education', ['2016    Ph.D., Philosophy, University of Northbridge (dissertation: “Trust and the Social Mind”)',
                                      '2010    B.A., Filosofía, Universidad de los Andes'])]:
        smallcaps(d, LEFT, y, head)
        y -= 15
        for s in body:
            d.text(LEFT + 18, y, s, size=10)
            y -= 12.5
        y -= 8
    smallcaps(d, LEFT, y, 'Publications')
    y -= 16
    pubs = []
    sub = None
    for s, au, yr, t, vsegs, venue, kind, gau, vf in E:
        if s != sub:
            d.text(LEFT, y, s, font='F3', size=10.5)
            y -= 14
            sub = s
        segs = [(au + '. %d. “%s.” ' % (yr, t), 'F1')] + vsegs
        y = d.para(LEFT, y, segs, RIGHT - LEFT, size=10, indent=18, lead=12.5) - 4
        pubs.append(pub(t, gau, venue, yr, kind, vf))
    y -= 6
    smallcaps(d, LEFT, y, 'Presentations')
    y -= 15
    for s in ['2024  “Credence and Harm.” Pacific APA, Portland.', '2023  “Trusting Institutions.” Social Epistemology Network Meeting, Bogotá.',
              '2022  “Group Belief without Group Minds.” Invited colloquium, University of Northbridge.']:
        d.text(LEFT + 18, y, s, size=10)
        y -= 12.5
    y -= 8
    smallcaps(d, LEFT, y, 'Teaching')
    y -= 15
    d.text(LEFT + 18, y, 'Theory of Knowledge; Social Epistemology (graduate seminar); Introduction to Ethics; Philosophy of Science', size=10)
    write('philosophy-cv-smallcaps.pdf', d.bytes(), own, pubs,
          "Synthetic PDF (one page, Times, written by gen.py's Doc). LaTeX-article look: centred name, section headings in FAKED SMALL CAPS (each "
          "word's first letter at 12 pt, the rest upper-case at 9.4 pt, as separate runs of one text object: 'AREAS OF SPECIALIZATION' etc.), italic "
          "subheadings ('Articles in refereed journals', 'Book chapters'), entries with a hanging indent in Chicago author-date with the OWNER "
          "PRINTED first-inverted ('Echeverri, Marisol, and Jonas Weber. 2022. “Title.” Journal vol (issue): pages.') → 'Marisol Echeverri', "
          "journal names italic runs. Chapters: 'edited by …' names editors, not authors; venue the book. Not publications: areas, appointments, "
          "education (a dissertation title in quotes), presentations (one repeats a title), teaching.")


def pdf_sidebar():
    """Data science: a résumé with a shaded left sidebar of contact details beside the main column."""
    own = 'Anh Thu Pham'
    E = [
        (['Pham, A. T.', 'Okonjo, C.', 'Ruiz, D.'], 2024, 'Forecasting hospital bed demand with hierarchical gradient boosting', 'International Journal of Forecasting', '40(2), 611–627'),
        (['Lindahl, M.', 'Pham, A. T.'], 2023, 'Fair ranking under position bias in online marketplaces', 'Proceedings of the ACM Web Conference (WWW)', '1204–1214'),
        (['Pham, A. T.', 'Ruiz, D.'], 2022, 'Anomaly detection in smart-meter data with contrastive autoencoders', 'Energy and AI', '9, 100168'),
        (['Okonjo, C.', 'Nguyen, V. K.', 'Pham, A. T.', 'Lindahl, M.'], 2021, 'Causal forests for heterogeneous treatment effects in retail promotions', 'Journal of Business & Economic Statistics', '39(4), 1021–1035'),
        (['Pham, A. T.'], 2019, 'Sparse Gaussian processes for spatio-temporal air quality', 'MSc thesis, Technische Universität Westbrook', None),
    ]
    d = Doc()
    SX, SW = 0.0, 180.0
    d.fill(SX, 0, SW, 842, 0.90)
    MX, MR = 205.0, 560.0
    # sidebar
    side = [('CONTACT', True), ('anh.pham@example.co.uk', False), ('+44 7700 900482', False), ('London, United Kingdom', False), ('github.com/anhthu-pham', False),
            ('', False), ('SKILLS', True), ('Python, R, SQL', False), ('PyTorch, scikit-learn, LightGBM', False), ('Spark, Airflow, dbt', False),
            ('Causal inference, forecasting', False), ('', False), ('LANGUAGES', True), ('Vietnamese (native)', False), ('English (fluent)', False), ('German (B2)', False),
            ('', False), ('AWARDS', True), ('Best Paper, Forecasting Summit 2024', False), ('Kaggle Grandmaster (2022)', False)]
    y = TOP - 70
    for s, head in side:
        if s:
            d.text(22, y, s, font='F2' if head else 'F1', size=9.5 if head else 8.5)
        y -= 14 if head else 12
    # main column
    d.text(MX, TOP, 'Anh Thu Pham', font='F2', size=22)
    d.text(MX, TOP - 18, 'Senior Data Scientist', size=11)
    y = TOP - 48
    d.text(MX, y, 'PROFILE', font='F2', size=10.5)
    y -= 14
    y = d.para(MX, y, [('Data scientist with eight years of experience in forecasting and causal inference for health care, energy and retail. '
                        'I publish methods work and maintain open-source tools.', 'F1')], MR - MX, size=9, lead=11.5)
    y -= 8
    d.text(MX, y, 'EXPERIENCE', font='F2', size=10.5)
    y -= 14
    for role, bullets in [('2022–present  Senior Data Scientist, Northbridge Health Analytics, London',
                           ['Built the bed-demand forecasting service used by 14 NHS trusts.', 'Led a team of four; introduced causal evaluation of interventions.']),
                          ('2019–2022  Data Scientist, Kestrel Retail Group, Berlin',
                           ['Designed promotion uplift models with causal forests.', 'Maintained the pricing experiment platform.'])]:
        d.text(MX, y, role, font='F2', size=9)
        y -= 12
        for b in bullets:
            d.text(MX + 8, y, '•  ' + b, size=9)
            y -= 11.5
        y -= 4
    y -= 4
    d.text(MX, y, 'EDUCATION', font='F2', size=10.5)
    y -= 14
    for s in ['2019  MSc Statistics, Technische Universität Westbrook', '2016  BSc Mathematics, Vietnam National University, Hanoi']:
        d.text(MX, y, s, size=9)
        y -= 12
    y -= 8
    d.text(MX, y, 'PUBLICATIONS', font='F2', size=10.5)
    y -= 14
    pubs = []
    for au, yr, t, j, rest in E:
        if rest is None:
            tail = ' (%d). %s [%s].' % (yr, t, j)
            gv, kind, vf = 'Technische Universität Westbrook', 'thesis', 'MSc thesis, Technische Universität Westbrook.'
        else:
            tail = ' (%d). %s. %s, %s.' % (yr, t, j, rest)
            gv, kind, vf = ('WWW', 'conference', '%s, %s.' % (j, rest)) if 'WWW' in j else (j, 'journal', '%s, %s.' % (j, rest))
        segs = owner_segs(au, 'Pham, A. T.', ', ', ', & ', ', & ', tail)
        y = d.para(MX, y, segs, MR - MX, size=9, indent=12, lead=11.5) - 4
        gold = ['%s %s' % (a.split(', ')[1], a.split(', ')[0]) for a in au]
        pubs.append(pub(t, gold, gv, yr, kind, vf))
    y -= 6
    d.text(MX, y, 'OPEN SOURCE', font='F2', size=10.5)
    y -= 14
    for s in ['hierforecast — hierarchical forecasting in Python (1.1k GitHub stars)', 'bedcast — hospital demand simulator (R package)']:
        d.text(MX, y, s, size=9)
        y -= 12
    write('datascience-resume-sidebar.pdf', d.bytes(), own, pubs,
          "Synthetic PDF (one page, Helvetica, written by gen.py's Doc). A résumé with a SHADED LEFT SIDEBAR (x 0–180: CONTACT with fake e-mail and "
          "UK phone, SKILLS, LANGUAGES, AWARDS) whose lines sit at the same heights as the main column's (x 205–560: name, PROFILE, EXPERIENCE with "
          "bullets, EDUCATION, PUBLICATIONS, OPEN SOURCE), so a naive reading order interleaves them. Publications in APA with the owner's name "
          "in a BOLD RUN inside the byline ('Pham, A. T., Okonjo, C., & Ruiz, D. (2024). Title. Journal, vol(issue), pages.') → 'A. T. Pham'; "
          "a WWW proceedings paper (kind conference, venue the acronym printed) and an MSc thesis '[MSc thesis, University]' (kind thesis, venue the "
          "university). Sidebar items, experience bullets, education and open-source tools are not publications.")


def pdf_wordnumbered():
    """Public health: a Word-made CV, three pages, 'Page N of 3' footers, numbered AMA references with a tab stop."""
    own = ('Grace Wanjiru', 'Kamau')
    P = {'po': ('Peter', 'Otieno'), 'el': ('Erik', 'Lindgren'), 'am': ('Amina', 'Mohamed'), 'jr': ('Julia', 'Rossi'), 'ht': ('Hiroshi', 'Tanaka'),
         'fn': ('Fatou', 'Ndiaye'), 'db': ('David', 'Bernstein'), 'sk': ('Sunita', 'Kapoor'), 'wm': ('Wanjiku', 'Mwangi'), 'ca': ('Carlos', 'Almeida')}
    A = lambda p: '%s %s' % (p[1], ini(p[0], dots=False))
    # (authors, etal, title, journal, cite)
    arts = [
        ([own, P['po'], P['el']], True, 'Community health worker visits and childhood immunisation coverage in rural Kenya: a cluster randomised trial', 'Lancet Glob Health', '2021;9(4):e512-e520'),
        ([P['am'], own], False, 'Mobile phone reminders for antenatal care attendance: a systematic review', 'BMJ Glob Health', '2020;5(7):e002341'),
        ([own, P['jr'], P['ht']], False, 'Cost-effectiveness of malaria rapid diagnostic tests in private pharmacies', 'Malar J', '2019;18(1):302'),
        ([P['fn'], P['db'], own], False, 'Household air pollution and low birth weight in peri-urban Nairobi', 'Environ Health Perspect', '2022;130(3):37004'),
        ([own, P['sk']], False, 'Task shifting for hypertension care in primary clinics: a mixed-methods evaluation', 'Health Policy Plan', '2022;37(6):701-712'),
        ([P['wm'], own, P['ca'], P['po']], False, 'Trends in adolescent pregnancy in Kenya, 2003–2022: analysis of demographic and health surveys', 'Reprod Health', '2023;20:88'),
        ([own, P['el'], P['am']], True, 'Effect of conditional cash transfers on facility delivery: evidence from a stepped-wedge trial', 'PLoS Med', '2023;20(5):e1004213'),
        ([P['ht'], own], False, 'Heat exposure and preterm birth in East African cities', 'Int J Epidemiol', '2024;53(1):dyad101'),
        ([own, P['fn'], P['jr'], P['wm']], False, 'Digital health records and continuity of HIV care among adolescents', 'J Int AIDS Soc', '2024;27(2):e26210'),
        ([P['sk'], own], False, 'Costing community-based hypertension screening in Kisumu County', 'BMC Health Serv Res', '2025;25:114'),
        ([P['db'], P['ca'], own], False, 'Seasonality of measles outbreaks after school closures in Kenya', 'Epidemiol Infect', '2025;153:e41'),
        ([own, P['wm']], False, 'Pregnancy outcomes during heatwaves: a prospective cohort in Nairobi', 'Environ Res', '2025;262:119877'),
    ]
    reports = [
        ([own, P['po']], 'Immunisation supply chains in Western Kenya: a situation analysis', 'Nairobi: Ministry of Health; 2020', 2020),
        ([own], 'Adolescent health in informal settlements: policy brief', 'Geneva: World Health Organization; 2022', 2022),
    ]
    d = Doc(times=True)
    npages = 3
    page = [1]
    pubs = []
    hdr = 'Grace W. Kamau, MBChB, MPH, PhD – Curriculum Vitae'

    def chrome():
        d.text(RIGHT - 230, 812, hdr, font='F3', size=8.5)
        d.text((LEFT + RIGHT) / 2 - 24, 34, 'Page %d of %d' % (page[0], npages), size=9)

    def need(y, h):
        if y - h < BOTTOM:
            d.newpage()
            page[0] += 1
            chrome()
            return TOP
        return y
    chrome()
    d.text(LEFT, TOP - 4, 'CURRICULUM VITAE', font='F2', size=14)
    d.text(LEFT, TOP - 24, 'Grace Wanjiru Kamau, MBChB, MPH, PhD', font='F2', size=12)
    d.text(LEFT, TOP - 38, 'Senior Lecturer in Global Health, School of Public Health, University of Westbrook', size=10)
    d.text(LEFT, TOP - 51, 'Email: g.kamau@example.ac.ke     Tel: +254 20 555 0193', size=10)
    y = TOP - 76
    TAB = LEFT + 110
    d.text(LEFT, y, 'RESEARCH SUMMARY', font='F2', size=11)
    y -= 15
    y = d.para(LEFT, y, [('I am a physician epidemiologist working on maternal, child and adolescent health in East Africa. My group runs pragmatic and '
                          'stepped-wedge trials of community health interventions, evaluates their costs, and studies how climate and air pollution shape '
                          'pregnancy outcomes in fast-growing cities. I lead a Wellcome-funded cohort of 4,000 pregnant women in Nairobi and Kisumu and co-lead '
                          'the NIHR unit on community hypertension care. I teach epidemiology and trial methods at MSc level and supervise doctoral students '
                          'from Kenya, Ethiopia, Uganda and the United Kingdom. My work has informed national guidance on immunisation reminders and on '
                          'task sharing for hypertension in primary care.', 'F1')], RIGHT - LEFT, size=10, lead=12.5)
    y -= 10
    blocks = [
        ('EDUCATION', [('2014', 'PhD, Epidemiology, University of Westbrook'), ('2009', 'MPH, University of Nairobi'), ('2004', 'MBChB, Moi University')]),
        ('EMPLOYMENT', [('2019 – present', 'Senior Lecturer in Global Health, University of Westbrook'), ('2014 – 2019', 'Research Fellow, Kenya Medical Research Institute, Kisumu'),
                        ('2005 – 2008', 'Medical Officer, Siaya County Referral Hospital')]),
        ('RESEARCH GRANTS', [('2023 – 2027', 'Wellcome Trust Career Development Award, “Heat, pregnancy and birth outcomes in East African cities”, £1.2M (PI)'),
                             ('2020 – 2023', 'NIHR Global Health Research Unit, “Community delivery of hypertension care”, £2.8M (Co-I)'),
                             ('2018 – 2020', 'Gates Foundation, “Immunisation reminders via SMS”, US$450,000 (PI)'),
                             ('2016 – 2018', 'Westbrook Seed Fund, “Air pollution in peri-urban homes”, £25,000 (PI)')]),
        ('HONOURS AND AWARDS', [('2022', 'Fellow of the Faculty of Public Health (FFPH)'), ('2019', 'Young Investigator Award, East African Health Research Commission'),
                                ('2014', 'Best PhD thesis prize, University of Westbrook')]),
        ('TEACHING', [('2019 – present', 'Module lead, Global Health Epidemiology (MSc), 120 students per year'), ('2019 – present', 'Module lead, Trials in Low-Resource Settings (MSc)'),
                      ('2015 – 2019', 'Lecturer, Research Methods for Clinicians, KEMRI Graduate School')]),
        ('SUPERVISION', [('2023', 'Amina Mohamed, PhD, “Digital reminders and maternal care” (completed)'), ('2024', 'Peter Otieno, PhD, “Vaccine supply chains” (completed)'),
                         ('ongoing', 'Three PhD students and five MSc students')]),
        ('PROFESSIONAL SERVICE', [('2021 – present', 'Associate Editor, BMJ Global Health'), ('2020 – present', 'Member, WHO technical advisory group on adolescent health'),
                                  ('2018 – 2022', 'Reviewer for Wellcome Trust, MRC and NIHR')]),
        ('CONSULTANCIES', [('2022', 'World Health Organization, Geneva: evidence review on adolescent pregnancy (6 weeks)'),
                           ('2021', 'UNICEF Kenya: evaluation design for the immunisation reminder scale-up'),
                           ('2020', 'Ministry of Health, Kenya: immunisation supply chain situation analysis'),
                           ('2018', 'PATH: costing of malaria rapid diagnostic tests in pharmacies')]),
        ('ADDITIONAL TRAINING', [('2017', 'Advanced Course in Randomised Trials, University of Westbrook (two weeks)'),
                                 ('2016', 'Health Economics for Low- and Middle-Income Countries, short course, Nairobi'),
                                 ('2015', 'Good Clinical Practice certification (renewed 2018, 2021, 2024)'),
                                 ('2013', 'Spatial Epidemiology with R, summer school, Westbrook'),
                                 ('2012', 'Qualitative Methods in Health Research, University of Nairobi')]),
        ('REGISTRATION', [('since 2005', 'Kenya Medical Practitioners and Dentists Council, full registration'),
                          ('since 2015', 'UK General Medical Council, full registration with licence to practise')]),
        ('LANGUAGES', [('Kiswahili', 'native'), ('English', 'fluent'), ('French', 'working knowledge')]),
        ('PUBLIC ENGAGEMENT', [('2024', 'Interview on heat and pregnancy, national radio (Kiswahili service)'), ('2023', 'Science festival talk, “Why babies come early”, Nairobi'),
                               ('2022', 'Op-ed on community health workers in a national newspaper'), ('2021', 'School outreach programme on vaccines, Siaya County')]),
        ('MEMBERSHIPS', [('since 2015', 'International Epidemiological Association'), ('since 2016', 'Kenya Medical Association'),
                         ('since 2019', 'Royal Society for Public Health'), ('since 2022', 'Faculty of Public Health (Fellow)')]),
    ]
    for head, rows in blocks:
        y = need(y, 40)
        d.text(LEFT, y, head, font='F2', size=11)
        y -= 15
        for a, b in rows:
            lines = d.wrap_words([[(w, 'F1')] for w in b.split(' ')], RIGHT - TAB, 10)
            y = need(y, 12.5 * len(lines))
            d.text(LEFT, y, a, size=10)
            for ln in lines:
                d.text(TAB, y, ' '.join(w[0][0] for w in ln), size=10)
                y -= 12.5
        y -= 10
    y = need(y, 60)
    d.text(LEFT, y, 'PEER-REVIEWED PUBLICATIONS', font='F2', size=11)
    y -= 16
    NUM = LEFT + 22
    for k, (au, etal, t, j, c) in enumerate(arts):
        names = [A(a) for a in au]
        tail = (', et al' if etal else '') + '. %s. %s. %s. doi:10.5555/gh.%s' % (t, j, c, c.split(';')[0] + '.%02d' % (k + 1))
        segs = owner_segs(names, A(own), ', ', ', ', ', ', tail)
        y = need(y, 12.5)
        d.text(LEFT, y, '%d.' % (k + 1), size=10)
        y = para_paged(d, NUM, y, segs, RIGHT - NUM, need)
        y -= 4
        year = int(c[:4])
        pubs.append(pub(t, [van_gold(a) for a in au], j, year, 'journal', '%s. %s.' % (j, c), complete=not etal))
    y -= 6
    y = need(y, 50)
    d.text(LEFT, y, 'REPORTS AND POLICY BRIEFS', font='F2', size=11)
    y -= 16
    for k, (au, t, pub_, yr) in enumerate(reports):
        names = [A(a) for a in au]
        segs = owner_segs(names, A(own), ', ', ', ', ', ', '. %s. %s.' % (t, pub_))
        y = need(y, 12.5)
        d.text(LEFT, y, '%d.' % (k + 1), size=10)
        y = para_paged(d, NUM, y, segs, RIGHT - NUM, need) - 4
        org = pub_.split(': ')[1].split(';')[0]
        pubs.append(pub(t, [van_gold(a) for a in au], org, yr, 'other', pub_ + '.'))
    y -= 6
    y = need(y, 50)
    d.text(LEFT, y, 'CONFERENCE PRESENTATIONS', font='F2', size=11)
    y -= 16
    for k, s in enumerate(['Kamau GW. Heat and preterm birth in Nairobi. Oral presentation, World Congress of Epidemiology, Cape Town, 2024.',
                           'Kamau GW, Otieno P. SMS reminders for immunisation. Oral presentation, Consortium of Universities for Global Health, Washington DC, 2019.']):
        y = need(y, 25)
        d.text(LEFT, y, '%d.' % (k + 1), size=10)
        y = para_paged(d, NUM, y, [(s, 'F1')], RIGHT - NUM, need) - 4
    y -= 6
    y = need(y, 50)
    d.text(LEFT, y, 'INVITED LECTURES', font='F2', size=11)
    y -= 16
    for k, s in enumerate(['Heat, pregnancy and the city. Keynote, East African Public Health Conference, Kampala, 2024.',
                           'Trials in the community: lessons from Kenya. Grand Rounds, University of Westbrook, 2023.',
                           'Cash, care and childbirth. Seminar, London School of Tropical Health, 2023.',
                           'Counting the cost of hypertension screening. Webinar, NIHR Global Health, 2022.']):
        y = need(y, 25)
        d.text(LEFT, y, '%d.' % (k + 1), size=10)
        y = para_paged(d, NUM, y, [(s, 'F1')], RIGHT - NUM, need) - 4
    assert page[0] == npages, page[0]
    write('publichealth-cv-wordnumbered.pdf', d.bytes(), full(own), pubs,
          "Synthetic PDF (three pages, Times, written by gen.py's Doc) in the look of a Word CV: italic running header 'Grace W. Kamau, MBChB, MPH, "
          "PhD – Curriculum Vitae' and centred footer 'Page N of 3' on every page; page one and most of page two are education, employment, grants "
          "(quoted project titles), honours, teaching, supervision (students' thesis titles) and service in a two-column date | text layout at a tab "
          "stop; then 'PEER-REVIEWED PUBLICATIONS' numbered '1.' at the margin with the text at a TAB STOP (x+22) and wrapped lines aligned to the "
          "tab, one reference crossing the page break. AMA/Vancouver 'Kamau GW, Otieno P, Lindgren E, et al. Title. J Abbrev. 2021;9(4):e512-e520. "
          "doi:…' with the owner bold; two bylines end ', et al' (authors_complete false). Names → 'GW Kamau'. Two reports/policy briefs (kind "
          "other, venue the issuing body). The numbered conference presentations (two oral presentations, no printed abstract) are not "
          "publications.")


def para_paged(d, x, y, segs, width, need, size=10.0, lead=12.5):
    """Like Doc.para, but asks need() before each line so that an entry may cross a page break."""
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
    for k, ln in enumerate(d.wrap_words(words, width, size)):
        if k:
            y = need(y, lead)
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
        d.runs(x, y, rs)
        y -= lead
    return y


def pdf_letterspaced():
    """Architecture: all-caps letter-spaced headings (character spacing), the owner's name bold inside bylines."""
    own = 'Montoya Iturbe, R.'
    E = [
        ('Journal articles', [own, 'Søndergaard, L.'], 2023, 'Courtyards as climate infrastructure in Andalusian social housing',
         'Journal of Architectural Education, 77(1), 44–58', 'journal'),
        ('Journal articles', ['Adebayo, F.', own], 2022, 'Timber gridshells and the craft of assembly', 'Architectural Research Quarterly, 26(3), 233–247', 'journal'),
        ('Journal articles', [own], 2021, 'The unfinished house: incremental dwelling in Latin American cities', 'Journal of Urban Design, 26(5), 611–629', 'journal'),
        ('Journal articles', ['Kowalska, Z.', 'Huang, M.', own], 2020, 'Daylight autonomy in deep-plan schools: a parametric study', 'Building and Environment, 183, 107152', 'journal'),
        ('Book chapters', [own], 2022, 'Patios, shade and the social life of heat',
         'In E. Lindqvist & K. Obi (Eds.), Architecture in a Warming World (pp. 101–119). Routledge', 'chapter'),
        ('Conference papers', [own, 'Søndergaard, L.', 'Adebayo, F.'], 2021, 'Low-carbon rammed earth for mid-rise housing',
         'Proceedings of the 37th PLEA Conference (PLEA 2021), Coimbra, 512–519', 'conference'),
    ]
    d = Doc()
    d.text(LEFT, TOP, 'RAFAEL MONTOYA ITURBE', font='F2', size=18, tc=3.0)
    d.text(LEFT, TOP - 18, 'ARCHITECT  ·  ASSOCIATE PROFESSOR', size=9, tc=2.0)
    d.text(LEFT, TOP - 31, 'School of Architecture, Westbrook University  |  r.montoya@example.es  |  +34 955 550 147', size=9)
    d.line(LEFT, TOP - 40, RIGHT, TOP - 40)
    y = TOP - 62

    def head(s):
        d.text(LEFT, y, s, font='F2', size=10, tc=2.5)
    for h_, rows in [('EDUCATION', ['2014  PhD in Architecture, ETSA Westbrook', '2008  Arquitecto, Universidad Nacional de Colombia']),
                     ('PRACTICE', ['2015–  Partner, Taller Iturbe Søndergaard, Seville', '2009–2014  Project architect, Estudio Lumen, Bogotá'])]:
        head(h_)
        y -= 15
        for s in rows:
            d.text(LEFT, y, s, size=9.5)
            y -= 12
        y -= 10
    head('BUILT WORK')
    y -= 15
    for s, yr in [('Casa Patio, 24 social housing units, Seville', '2022'), ('Escuela Rural El Llano, Boyacá', '2019'), ('Timber Pavilion for the Biennale of Westbrook', '2017')]:
        d.text(LEFT, y, s, size=9.5)
        d.text(RIGHT - 22, y, yr, size=9.5)
        y -= 12
    y -= 10
    head('SELECTED PUBLICATIONS')
    y -= 16
    pubs = []
    sub = None
    for s, au, yr, t, tail, kind in E:
        if s != sub:
            d.text(LEFT, y, s.upper(), size=8.5, tc=1.5)
            y -= 13
            sub = s
        if kind == 'chapter':
            tl = ' (%d). %s. %s.' % (yr, t, tail)
            venue, vf = 'Architecture in a Warming World', tail + '.'
        elif kind == 'conference':
            tl = ' (%d). %s. In %s.' % (yr, t, tail)
            venue, vf = 'PLEA 2021', 'In %s.' % tail
        else:
            j, rest = tail, None
            tl = ' (%d). %s. %s.' % (yr, t, tail)
        segs = owner_segs(au, own, ', ', ', & ', ', & ', '')
        if kind == 'journal':
            j, vol = tail.split(', ', 1)
            segs += [(' (%d). %s. ' % (yr, t), 'F1'), (j, 'F3'), (', %s.' % vol, 'F1')]
            venue, vf = j, '%s, %s.' % (j, vol)
        else:
            segs += [(tl, 'F1')]
        y = d.para(LEFT, y, segs, RIGHT - LEFT, size=9.5, indent=16, lead=12) - 5
        gold = ['%s %s' % (a.split(', ')[1], a.split(', ')[0]) for a in au]
        pubs.append(pub(t, gold, venue, yr, kind, vf))
    y -= 8
    head('EXHIBITIONS AND AWARDS')
    y -= 15
    for s, yr in [('“The Unfinished House”, Bienal Iberoamericana de Arquitectura, Lima', '2022'), ('Premio FAD de Arquitectura, finalist, Casa Patio', '2023'),
                  ('“Shade Atlas”, group exhibition, Westbrook Architecture Centre', '2021')]:
        d.text(LEFT, y, s, size=9.5)
        d.text(RIGHT - 22, y, yr, size=9.5)
        y -= 12
    y -= 10
    head('TEACHING')
    y -= 15
    d.text(LEFT, y, 'Design Studio 4 (housing); Environmental Design; Master thesis studio: Architecture and Heat', size=9.5)
    write('architecture-cv-letterspaced.pdf', d.bytes(), 'Rafael Montoya Iturbe', pubs,
          "Synthetic PDF (one page, Helvetica, written by gen.py's Doc). Designer-style CV: the name and every section heading in ALL CAPS with wide "
          "LETTER SPACING made by the PDF character-spacing operator (Tc 1.5–3). Tc is text state, which BT does not reset, so every line after a "
          "heading inherits that heading's spacing: the contact line is tracked at 2 pt, the education/practice/built-work lines at 2.5 pt and the "
          "publication entries at 1.5 pt (the subheadings' value). The text itself has normal word spaces, so a reader sees words set wide, "
          "not broken (written so by accident and kept: the first-sight score was taken on this file). A rule under the header, right-aligned years in BUILT WORK and EXHIBITIONS AND AWARDS (project and "
          "exhibition titles, one exhibition quoting a paper-like title, are not publications), and SELECTED PUBLICATIONS with small letter-spaced "
          "subheadings (JOURNAL ARTICLES, BOOK CHAPTERS, CONFERENCE PAPERS). APA entries with the owner's TWO-WORD SURNAME in a BOLD RUN inside the "
          "byline ('Montoya Iturbe, R., & Søndergaard, L. (2023). Title. Journal, vol(issue), pages.', journal italic) → 'R. Montoya Iturbe'. "
          "Chapter: '(Eds.)' are editors; venue the book. PLEA paper: kind conference, venue the acronym printed.")


econ_jmc()
law_bluebook()
classics_tex()
polish()
turkish()
hal()
notebook()
org_table()
biblatex()
lab_page()
biosketch()
korean()
readme_badges()
alfolio()
pdf_smallcaps()
pdf_sidebar()
pdf_wordnumbered()
pdf_letterspaced()
