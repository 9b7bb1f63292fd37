# Throwaway: a translator's key<TAB>text list into a catalog in English key order.
import json,sys
code=sys.argv[1]
en=json.load(open('/work/wt/i18n/client/src/shared/i18n/catalogs/en.json'))
d={}
for line in open(f'/tmp/tr/{code}.tsv',encoding='utf8'):
    line=line.rstrip('\n')
    if not line: continue
    k,v=line.split('\t',1)
    d[k]=v.replace('\\n','\n')
out={k:d[k] for k in en if k in d}
extra=[k for k in d if k not in en]
missing=[k for k in en if k not in d]
print(code,'missing',missing,'extra',extra)
json.dump(out,open(f'/work/wt/i18n/client/src/shared/i18n/catalogs/{code}.json','w'),ensure_ascii=False,indent=2)
open(f'/work/wt/i18n/client/src/shared/i18n/catalogs/{code}.json','a').write('\n')
