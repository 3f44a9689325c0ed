"""score_table.py OUTROOT [-md]: the per-file and per-group table of the
scores score_shared.sh wrote (official scorer: ../shared/tools/score_cv.py).
Groups follow the order in which the documents were added to ../shared."""
import json,glob,os,sys
root=sys.argv[1]
new14=set("linguistics-csv-ja-mshimoji.csv oceanography-scholar-csv-mfreilich.csv philosophy-ts-data-dmanley.ts speechpath-vitae-rmd-ekearney statistics-typst-about-pmetcalfe.typ sysbio-hugo-shortcode-sbmlteam.md vetepi-markdown-cv-jdenisrobichaud.md biomedicine-hugo-widget-mixedstyle-azajichek.md chemistry-docusaurus-acs-pspackman.md ecology-hugo-html-vita-cboettiger.html hep-markdown-table-lhcb-pgandini.md mathbio-jekyll-data-japanese-siwanami medicine-latex-academic-cv-class-jcranley sociology-markdown-deflist-cv-agullickson.md".split())
new10=set("plant-biology-lab-publications.yml synbio-cv-pdftotext.txt astro-ads-papers.tex astro-hugo-content econ-research.md linguistics-academicpages-publications math-number-theory-maths.md optimization-alfolio-papers.bib theory-cs-papers.md physics-software-citing-publications.rst".split())
pdf4=set("medicine-jsalvi-cv.pdf civileng-wlin-cv.pdf law-jtierney-cv.pdf education-bskinner-cv.pdf".split())
pdf6=set("cs-adockhorn-cv.pdf physics-ogutsche-cv.pdf immunology-cfinlay-cv.pdf ecology-tstrydom-cv.pdf history-jsadler-cv.pdf linguistics-jcasillas-cv.pdf".split())
rows=[]
for f in sorted(glob.glob(root+'/*.score.json')):
    name=os.path.basename(f)[:-len('.score.json')]
    try: s=json.load(open(f))
    except Exception: s={}
    grp = 'cv-dev 2nd batch (14)' if name in new14 else 'cv-dev 1st batch (10)' if name in new10 else 'pdf, last 4' if name in pdf4 else 'pdf, middle 6' if name in pdf6 else ('pdf, first 6' if name.endswith('.pdf') else 'cv-dev, first 18')
    rows.append((grp,name,s))
md='-md' in sys.argv
def g(s,k): return s.get(k,0.0) or 0.0
if md: print('| group | file | gold | found | recall | prec | slot F1 | owner link |\n|---|---|---|---|---|---|---|---|')
groups={}
for grp,name,s in sorted(rows):
    ol = '—' if not s.get('owner_eligible') else '%.2f'%g(s,'owner_link')
    if md: print('| %s | %s | %d | %d | %.3f | %.3f | %.3f | %s |'%(grp,name,s.get('gold_pubs',0),s.get('pred_pubs',0),g(s,'pub_recall'),g(s,'pub_precision'),g(s,'slot_f1'),ol))
    groups.setdefault(grp,[]).append(s)
def summary(name, ss):
    n=len(ss); 
    el=[s for s in ss if s.get('owner_eligible')]
    return '| %s | %d | %.3f | %.3f | %.3f | %d | %s |'%(name,n,sum(g(s,'pub_recall') for s in ss)/n,sum(g(s,'pub_precision') for s in ss)/n,sum(g(s,'slot_f1') for s in ss)/n,sum(1 for s in ss if g(s,'pub_recall')<0.5),('%.2f (%d files)'%(sum(g(s,'owner_link') for s in el)/len(el),len(el))) if el else '—')
print('\n| group | files | mean recall | mean precision | mean slot F1 | files under 0.5 recall | mean owner linking |\n|---|---|---|---|---|---|---|')
for grp in sorted(groups): print(summary(grp,groups[grp]))
allcv=[s for grp,n,s in rows if grp.startswith('cv-dev')]; allpdf=[s for grp,n,s in rows if grp.startswith('pdf')]
print(summary('all cv-dev',allcv)); print(summary('all pdf',allpdf))
