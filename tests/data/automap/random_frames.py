#!/usr/bin/env python3
"""The automap frames drawn at random for issue 44 (point 6): prints their
manifest.tsv rows (frame, iwad, demo, tic, keys). With --demos, also writes
the ten new monkey demos here with ../../tools/monkey.py (2000 tics each).
The draw is Python's random.seed(44006); keep its calls in this order."""
import os, subprocess, sys
import random
random.seed(44006)  # issue 44, point 6
oracle = {  # demo: (iwad, tics)
 'freedoom1-demo1.lmp':('freedoom1.wad',1531),'freedoom1-demo2.lmp':('freedoom1.wad',2763),
 'freedoom1-demo3.lmp':('freedoom1.wad',1241),'freedoom1-demo4.lmp':('freedoom1.wad',6467),
 'freedoom2-demo1.lmp':('freedoom2.wad',1415),'freedoom2-demo2.lmp':('freedoom2.wad',4785),
 'freedoom2-demo3.lmp':('freedoom2.wad',2593),'freedoom2-demo4.lmp':('freedoom2.wad',1842),
 'monkey-freedoom2-map01-uv.lmp':('freedoom2.wad',2000),'monkey-freedoom2-map07-hmp.lmp':('freedoom2.wad',2000),
 'monkey-freedoom1-e1m1-uv.lmp':('freedoom1.wad',2000),'monkey-freedoom1-e2m2-itytd.lmp':('freedoom1.wad',2000),
 'monkey-freedoom2-map04-uv-fast.lmp':('freedoom2.wad',2000),'monkey-freedoom2-map11-nm.lmp':('freedoom2.wad',1500),
 'monkey-freedoom2-map01-nomonsters.lmp':('freedoom2.wad',1500),'monkey-freedoom2-map03-coop2.lmp':('freedoom2.wad',2000)}
rows=[]
# ten frames on oracle demos (any of the sixteen)
for d in random.sample(sorted(oracle), 10):
    iwad,n=oracle[d]; rows.append((iwad,d,random.randint(150,min(n-40,2400)),random.choice(['','','g','0'])))
# ten on new monkey demos: random maps, skills and seeds
for i in range(10):
    iwad = 'freedoom1.wad' if i%2==0 else 'freedoom2.wad'
    if iwad=='freedoom1.wad': e,m=random.randint(1,4),random.randint(1,9)
    else: e,m=1,random.randint(1,32)
    skill=random.randint(0,4); seed=random.randint(1,10**6)
    name=(f'monkey-freedoom1-e{e}m{m}' if e>1 or iwad=='freedoom1.wad' else f'monkey-freedoom2-map{m:02d}')+f'-s{skill}-{seed}.lmp'
    rows.append((iwad,'new:'+name+f':{e}:{m}:{skill}:{seed}',random.randint(150,1960),random.choice(['','','g','0'])))
# a second draw: eight frames on the generated demos of ../oracle-more (single IWAD),
# two on the oracle demos no automap frame had used yet
more = {'monkey-freedoom1-e1m3-uv.lmp':('freedoom1.wad',2000),'monkey-freedoom1-e2m5-hntr.lmp':('freedoom1.wad',2000),
 'monkey-freedoom1-e3m2-uv-fast.lmp':('freedoom1.wad',1800),'monkey-freedoom1-e4m1-hmp.lmp':('freedoom1.wad',2000),
 'monkey-freedoom2-map05-uv.lmp':('freedoom2.wad',2000),'monkey-freedoom2-map10-hmp-respawn.lmp':('freedoom2.wad',2000),
 'monkey-freedoom2-map13-dm2.lmp':('freedoom2.wad',1500),'monkey-freedoom2-map16-altdeath3.lmp':('freedoom2.wad',1200),
 'monkey-freedoom2-map18-uv.lmp':('freedoom2.wad',2000),'monkey-freedoom2-map20-nm.lmp':('freedoom2.wad',1500),
 'monkey-freedoom2-map28-uv.lmp':('freedoom2.wad',2000),'monkey-freedoom1-e3m6-uv.lmp':('freedoom1.wad',1500),
 'monkey-freedoom2-map24-hmp.lmp':('freedoom2.wad',1500),'monkey-freedoom2-map31-uv.lmp':('freedoom2.wad',1500)}
rows2=[]
for d in random.sample(sorted(more), 8):
    iwad,n=more[d]; rows2.append((iwad,'../oracle-more/'+d,random.randint(150,n-40),random.choice(['','','g','0'])))
for d in ['monkey-freedoom2-map01-uv.lmp','monkey-freedoom2-map04-uv-fast.lmp']:
    iwad,n=oracle[d]; rows2.append((iwad,d,random.randint(150,n-40),random.choice(['','','g','0'])))

here = os.path.dirname(os.path.abspath(__file__))
for iwad, spec, tic, keys in rows + rows2:
    demo = spec
    if spec.startswith('new:'):
        _, demo, e, m, skill, seed = spec.split(':')
        if '--demos' in sys.argv:
            subprocess.run([sys.executable, os.path.join(here, '../../tools/monkey.py'), os.path.join(here, demo),
                            '--seed', seed, '--skill', skill, '--episode', e, '--map', m, '--tics', '2000'],
                           check=True, stdout=subprocess.DEVNULL)
    name = os.path.basename(demo)[:-4] + f'-tic{tic}' + {'': '', 'g': '-grid', '0': '-maxzoom'}[keys]
    print('\t'.join([name, iwad, demo, str(tic), keys]))
