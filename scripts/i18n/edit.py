# Throwaway helper for moving texts into the en catalog (not part of the build).
import json, sys, os
ROOT='/work/wt/i18n/'
CAT=ROOT+'client/src/shared/i18n/catalogs/en.json'
def load():
    return json.load(open(CAT)) if os.path.exists(CAT) else {}
def add(**kw):
    c=load()
    for k,v in kw.items():
        k=k.replace('__','.')
        if k in c and c[k]!=v: raise SystemExit(f'conflict {k}')
        c[k]=v
    json.dump(c,open(CAT,'w'),ensure_ascii=False,indent=2); open(CAT,'a').write('\n')
def keys(d):
    c=load()
    for k,v in d.items():
        if k in c and c[k]!=v: raise SystemExit(f'conflict {k}: {c[k]!r} vs {v!r}')
        c[k]=v
    json.dump(c,open(CAT,'w'),ensure_ascii=False,indent=2); open(CAT,'a').write('\n')
def rep(path, *pairs, imp=None):
    p=ROOT+path; s=open(p).read()
    for old,new in zip(pairs[::2],pairs[1::2]):
        n=s.count(old)
        if n!=1: raise SystemExit(f'{path}: {n} x {old!r}')
        s=s.replace(old,new)
    if imp:
        # add import after last import line
        lines=s.split('\n'); last=max(i for i,l in enumerate(lines) if l.startswith('import ') or l.startswith("} from '"))
        depth=path.count('/')-2  # client/src/... -> relative to client/src
        rel='../'*(path.count('/')-2)
        for spec in imp:
            mod,name=spec
            line=f"import {{ {name} }} from '{rel}shared/i18n/{mod}.ts';"
            if line not in s: lines.insert(last+1,line)
        s='\n'.join(lines)
    open(p,'w').write(s)
